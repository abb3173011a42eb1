import { Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RetourReply } from '@souk/domain/replies/returns';
import {
  retourArbitrerBody,
  retourRecuBody,
  retourRefuserBody,
  retourRembourseBody,
} from '@souk/domain/returns/retour-schemas';
import type { RetourActeur } from '@souk/domain/returns/state-machine';
import type { EtatRetour } from '@souk/domain/returns/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import {
  type BackofficeReturnsKind,
  type SellerMove,
  useSellerRetourMove,
} from '@/features/returns/api/seller-returns';
import { offeredMoves } from '@/features/returns/return-rules';
import { splitServerErrors } from '@/lib/form-errors';
import { formatDzd } from '@/lib/formatters';
import type { TranslationKey } from '@/lib/i18n';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

/**
 * A move as the back-offices offer it: from `litige` the administrator arbitrates (`retourArbitrer`),
 * otherwise the seller's (or the refund's) own call.
 */
type MoveKind = 'accepte' | 'refuse' | 'recu' | 'rembourse' | 'arbitrerAccepte' | 'arbitrerRefus';

function moveKind(from: EtatRetour, to: EtatRetour): MoveKind | null {
  if (from === 'litige')
    return to === 'accepte' ? 'arbitrerAccepte' : to === 'refus_confirme' ? 'arbitrerRefus' : null;
  if (to === 'accepte' || to === 'refuse' || to === 'recu' || to === 'rembourse') return to;
  return null;
}

/** Each move's button, dialog title and text, and success message (literal keys: the catalogue test reads them). */
const MOVES: Record<
  MoveKind,
  { color: string; button: TranslationKey; title: TranslationKey; text: TranslationKey; done: TranslationKey }
> = {
  accepte: {
    color: 'teal',
    button: 'boReturns.moves.accepte',
    title: 'boReturns.dialogs.accepte',
    text: 'boReturns.dialogs.accepteText',
    done: 'boReturns.done.accepte',
  },
  refuse: {
    color: 'red',
    button: 'boReturns.moves.refuse',
    title: 'boReturns.dialogs.refuse',
    text: 'boReturns.dialogs.refuseText',
    done: 'boReturns.done.refuse',
  },
  recu: {
    color: 'blue',
    button: 'boReturns.moves.recu',
    title: 'boReturns.dialogs.recu',
    text: 'boReturns.dialogs.recuText',
    done: 'boReturns.done.recu',
  },
  rembourse: {
    color: 'teal',
    button: 'boReturns.moves.rembourse',
    title: 'boReturns.dialogs.rembourse',
    text: 'boReturns.dialogs.rembourseText',
    done: 'boReturns.done.rembourse',
  },
  arbitrerAccepte: {
    color: 'teal',
    button: 'boReturns.moves.arbitrerAccepte',
    title: 'boReturns.dialogs.arbitrerAccepte',
    text: 'boReturns.dialogs.arbitrerAccepteText',
    done: 'boReturns.done.arbitrerAccepte',
  },
  arbitrerRefus: {
    color: 'red',
    button: 'boReturns.moves.arbitrerRefus',
    title: 'boReturns.dialogs.arbitrerRefus',
    text: 'boReturns.dialogs.arbitrerRefusText',
    done: 'boReturns.done.arbitrerRefus',
  },
};

interface ReturnMovesProps {
  kind: BackofficeReturnsKind;
  retour: RetourReply;
  /** Who the signed-in person is for this return (the state machine's actors). */
  acteurs: readonly RetourActeur[];
  /** After a move went through (the lists and details reload by themselves). */
  onMoved?: () => void;
}

/** The buttons of the moves `movesFor` gives these actors, each confirmed in a dialog with what it needs. */
export function ReturnMoves({ kind, retour, acteurs, onMoved }: ReturnMovesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MoveKind | null>(null);
  const moves = offeredMoves(retour, acteurs)
    .map((to) => moveKind(retour.etat, to))
    .filter((m): m is MoveKind => m !== null);
  if (moves.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('boReturns.noAction')}
      </Text>
    );
  }
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {moves.map((move) => (
          <Button
            key={move}
            size="sm"
            color={MOVES[move].color}
            variant={move === 'refuse' || move === 'arbitrerRefus' ? 'light' : 'filled'}
            onClick={() => setOpen(move)}
          >
            {t(MOVES[move].button)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(MOVES[open].title) : ''}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {open && (
          <MoveForm
            kind={kind}
            retour={retour}
            move={open}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              onMoved?.();
            }}
          />
        )}
      </Modal>
    </>
  );
}

interface MoveValues {
  motif: string;
  reference: string;
  remise_en_stock: boolean;
}

/** The domain's body of a move that carries something (accepting carries nothing). */
function schemaOf(move: MoveKind) {
  if (move === 'refuse') return retourRefuserBody;
  if (move === 'recu') return retourRecuBody;
  if (move === 'rembourse') return retourRembourseBody;
  return retourArbitrerBody;
}

/** What the call is sent, from the form's values. */
function toMove(move: MoveKind, id: number, values: MoveValues): SellerMove {
  switch (move) {
    case 'accepte':
      return { action: 'accepter', id };
    case 'refuse':
      return { action: 'refuser', id, ...retourRefuserBody.parse({ motif: values.motif }) };
    case 'recu':
      return { action: 'recu', id, ...retourRecuBody.parse({ remise_en_stock: values.remise_en_stock }) };
    case 'rembourse':
      return { action: 'rembourse', id, ...retourRembourseBody.parse({ reference: values.reference }) };
    case 'arbitrerAccepte':
    case 'arbitrerRefus': {
      const decision = move === 'arbitrerAccepte' ? 'accepter' : 'refuser';
      const body = retourArbitrerBody.parse({ decision, motif: values.motif });
      return {
        action: 'arbitrer',
        id,
        decision: body.decision,
        ...(body.motif ? { motif: body.motif } : {}),
      };
    }
  }
}

function inputOf(move: MoveKind, values: MoveValues): unknown {
  switch (move) {
    case 'refuse':
      return { motif: values.motif };
    case 'recu':
      return { remise_en_stock: values.remise_en_stock };
    case 'rembourse':
      return { reference: values.reference };
    case 'arbitrerAccepte':
      return { decision: 'accepter', motif: values.motif };
    case 'arbitrerRefus':
      return { decision: 'refuser', motif: values.motif };
    default:
      return { decision: 'accepter' };
  }
}

function MoveForm({
  kind,
  retour,
  move,
  onClose,
  onDone,
}: {
  kind: BackofficeReturnsKind;
  retour: RetourReply;
  move: MoveKind;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useSellerRetourMove(kind);
  const [formError, setFormError] = useState<string | null>(null);
  const labels = () => ({
    motif: t(move === 'refuse' ? 'boReturns.fields.motif' : 'boReturns.fields.motifArbitrage'),
    reference: t('boReturns.fields.reference'),
    remise_en_stock: t('boReturns.fields.remiseEnStock'),
  });
  const form = useForm<MoveValues>({
    mode: 'controlled',
    initialValues: { motif: '', reference: '', remise_en_stock: true },
    validate: zodValidate<MoveValues>(schemaOf(move), labels, (values) => inputOf(move, values)),
  });
  const fields = ['motif', 'reference', 'remise_en_stock'];

  const submit = form.onSubmit((values) => {
    setFormError(null);
    mutation.mutate(toMove(move, retour.id, values), {
      onSuccess: () => {
        toastSuccess(t(MOVES[move].done));
        onDone();
      },
      onError: (error) => {
        const split = splitServerErrors(error, fields, labels());
        form.setErrors(split.fields);
        setFormError(split.form);
      },
    });
  });

  const montant = retour.montant_rembourse === null ? null : formatDzd(retour.montant_rembourse);
  const text = t(MOVES[move].text, { montant: montant ?? '—', ref: retour.commande.ref });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <FormError message={formError} />
        {(move === 'refuse' || move === 'arbitrerRefus' || move === 'arbitrerAccepte') && (
          <Textarea
            label={labels().motif}
            withAsterisk={move !== 'arbitrerAccepte'}
            maxLength={500}
            rows={3}
            data-autofocus
            {...form.getInputProps('motif')}
          />
        )}
        {move === 'recu' && (
          <Checkbox
            label={labels().remise_en_stock}
            description={t('boReturns.fields.remiseEnStockHint')}
            {...form.getInputProps('remise_en_stock', { type: 'checkbox' })}
          />
        )}
        {move === 'rembourse' && (
          <TextInput
            label={labels().reference}
            withAsterisk
            maxLength={100}
            data-autofocus
            {...form.getInputProps('reference')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={MOVES[move].color} loading={mutation.isPending}>
            {t('boReturns.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
