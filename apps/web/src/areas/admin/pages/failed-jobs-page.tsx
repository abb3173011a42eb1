import { ActionIcon, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { JOB_KINDS, type JobKind } from '@souk/domain/job-schemas';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { ListPager } from '@/features/backoffice/list-pager';
import { useListPage } from '@/features/backoffice/use-list-page';
import {
  ADMIN_DEAD_LETTERS_PATH,
  type DeadLetter,
  useDeleteDeadLetter,
  useRetryDeadLetter,
} from '@/features/jobs/admin/api/dead-letters-api';
import { jobKindKey, jobSubjectKey } from '@/lib/domain-labels';
import { errorMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/formatters';
import { confirmAction } from '@/ui/confirm-action';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { SkeletonList } from '@/ui/skeleton-list';

const isKind = (queue: string): queue is JobKind => (JOB_KINDS as readonly string[]).includes(queue);

/** The job's readable name (a queue of an older version keeps its own name). */
function kindOf(t: TFunction, job: DeadLetter): string {
  return isKind(job.queue) ? t(jobKindKey(job.queue)) : t('boJobs.otherKind', { queue: job.queue });
}

/** What the job concerns: an order by its reference, the others by their number. */
function subjectOf(t: TFunction, job: DeadLetter): string {
  const { type, id, ref } = job.concerne;
  return t(jobSubjectKey(type), { id, ref: ref ?? id });
}

/**
 * taches: the dead letters (docs/reliability.md, decision 0049) — the jobs that failed their last
 * retry, newest first: what they were, what they concern, their last error; each retried or deleted
 * after a confirmation.
 */
export function FailedJobsPage() {
  const { t } = useTranslation();
  const title = t('boJobs.title');
  const list = useListPage<DeadLetter>('admin', ADMIN_DEAD_LETTERS_PATH, { stepBackWhenEmpty: true });
  const retry = useRetryDeadLetter();
  const remove = useDeleteDeadLetter();
  const onError = (error: unknown) => toastError(errorMessage(error));

  const askRetry = (job: DeadLetter) =>
    confirmAction(t, {
      title: t('boJobs.retryTitle'),
      text: t('boJobs.retryText', { name: kindOf(t, job) }),
      confirm: t('boJobs.retry'),
      color: 'blue',
      onConfirm: () => retry.mutate(job.id, { onSuccess: () => toastSuccess(t('boJobs.retried')), onError }),
    });
  const askDelete = (job: DeadLetter) =>
    confirmAction(t, {
      text: t('boJobs.deleteText', { name: kindOf(t, job) }),
      onConfirm: () => remove.mutate(job.id, { onSuccess: () => toastSuccess(t('boJobs.deleted')), onError }),
    });

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed" mb="md">
          {t('boJobs.intro')}
        </Text>
        {list.status === 'error' ? (
          <LoadError onRetry={list.refetch} />
        ) : list.status === 'loading' ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <SkeletonList count={5} height={44} />
          </Stack>
        ) : list.status !== 'rows' ? (
          <EmptyState title={t('boJobs.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boJobs.columns.kind')}</Table.Th>
                  <Table.Th>{t('boJobs.columns.subject')}</Table.Th>
                  <Table.Th>{t('boJobs.columns.error')}</Table.Th>
                  <Table.Th>{t('boJobs.columns.attempts')}</Table.Th>
                  <Table.Th>{t('boJobs.columns.dates')}</Table.Th>
                  <Table.Th w={110}>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((job) => {
                  const name = kindOf(t, job);
                  const retryLabel = t('boJobs.retryOf', { name });
                  const deleteLabel = t('boJobs.deleteOf', { name });
                  return (
                    <Table.Tr key={job.id}>
                      <Table.Td>{name}</Table.Td>
                      <Table.Td>{subjectOf(t, job)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ wordBreak: 'break-word' }}>
                          {job.error ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{job.attempts}</Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {t('boJobs.sentAt', { date: formatDate(job.created_at, 'dateTime') })}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t('boJobs.failedAt', { date: formatDate(job.failed_at, 'dateTime') })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={retryLabel} withArrow openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={retryLabel}
                              onClick={() => askRetry(job)}
                            >
                              <IconRefresh size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={deleteLabel} withArrow openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={deleteLabel}
                              onClick={() => askDelete(job)}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPager {...list.pager} />
      </Card>
    </>
  );
}
