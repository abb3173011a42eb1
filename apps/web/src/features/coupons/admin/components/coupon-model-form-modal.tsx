import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { couponModelSchema } from '@souk/domain/coupon-model-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useSaveCouponModel } from '@/features/coupons/admin/api/coupon-models-api';
import type { CouponModel, CouponModelPayload } from '@/features/coupons/admin/coupon-model-types';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const FIELDS = ['designation', 'duree', 'montant', 'remise'] as const;

interface CouponModelFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The model to edit; absent for 'Nouveau'. */
  model?: CouponModel | null;
}

/**
 * The add and edit modals of the coupons screen (errors under each field; docs/product/admin.md,
 * Coupons).
 */
export function CouponModelFormModal({ opened, onClose, model }: CouponModelFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={model ? t('adminCoupons.coupons.form.editTitle') : t('adminCoupons.coupons.form.createTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <CouponModelForm key={model?.id ?? 'new'} model={model ?? null} onClose={onClose} />}
    </Modal>
  );
}

function CouponModelForm({ model, onClose }: { model: CouponModel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCouponModel();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CouponModelPayload>({
    mode: 'controlled',
    initialValues: {
      designation: model?.designation ?? '',
      duree: model?.duree ?? '',
      montant: model?.montant ?? '',
      remise: model?.remise ?? '',
    },
    validate: zodValidate<CouponModelPayload>(couponModelSchema),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    form.clearErrors();
    save.mutate(
      { id: model?.id, payload: values },
      {
        onSuccess: () => {
          toastSuccess(model ? t('common.updated') : t('common.created'));
          onClose();
        },
        onError: (error) => {
          const { fields, form: message } = splitServerErrors(error, FIELDS);
          form.setErrors(fields);
          setFormError(message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <Stack gap="md">
        {model && model.nbr_coupon > 0 && (
          <Alert color="yellow" variant="light">
            {t('adminCoupons.coupons.form.issuedNote', { count: model.nbr_coupon })}
          </Alert>
        )}
        <TextInput
          label={t('common.designation')}
          placeholder={t('adminCoupons.coupons.form.designationPlaceholder')}
          withAsterisk
          maxLength={100}
          data-autofocus
          {...form.getInputProps('designation')}
        />
        <NumberInput
          label={t('adminCoupons.coupons.form.duree')}
          description={t('adminCoupons.coupons.form.dureeHint')}
          withAsterisk
          min={1}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('duree')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('adminCoupons.coupons.form.montant')}
            description={t('adminCoupons.coupons.form.montantHint')}
            withAsterisk
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=" "
            {...form.getInputProps('montant')}
          />
          <NumberInput
            label={t('adminCoupons.coupons.form.remise')}
            description={t('adminCoupons.coupons.form.remiseHint')}
            withAsterisk
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=" "
            {...form.getInputProps('remise')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
