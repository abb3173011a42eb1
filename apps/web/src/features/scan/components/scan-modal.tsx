import { Box, Button, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconRefresh } from '@tabler/icons-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScanOrder } from '@/features/scan/api/scan-order';
import classes from '@/features/scan/components/scan.module.css';
import {
  CAMERA_CONSTRAINTS,
  cameraFailure,
  cameraProblem,
  createQrDetector,
  decodeImageFile,
  decodeVideoFrame,
  type QrDetector,
  SCAN_INTERVAL_MS,
  type ScanProblem,
  stopStream,
} from '@/features/scan/qr-camera';
import { errorMessage } from '@/lib/form-errors';

interface ScanModalProps {
  opened: boolean;
  onClose: () => void;
  /** The order being delivered, when the scan starts from it; otherwise the code finds it. */
  orderId?: number | null;
}

/**
 * The 'Scan' modal (docs/product/storefront-and-client.md, Profile): camera stream, decoding, and the
 * server's verdict.
 */
export function ScanModal({ opened, onClose, orderId = null }: ScanModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('scan.title')}
      size={700}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Unmounted on close: the camera is released at once. */}
      {opened && <Scanner orderId={orderId} onDone={onClose} />}
    </Modal>
  );
}

type Status = 'starting' | 'scanning' | 'sending' | 'error';

const PROBLEM_MESSAGES = {
  insecure: 'scan.insecure',
  noStream: 'scan.noStream',
  noDecoder: 'scan.noDecoder',
  denied: 'scan.denied',
  cameraError: 'scan.cameraError',
  undecodable: 'scan.undecodable',
} as const satisfies Record<ScanProblem, string>;

function Scanner({ orderId, onDone }: { orderId: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const scan = useScanOrder();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);
  const [detector] = useState<QrDetector | null>(createQrDetector);
  const [status, setStatus] = useState<Status>('starting');
  const [error, setError] = useState<string | null>(null);
  // Each 'Lancer Scan' bumps it, which restarts the camera.
  const [attempt, setAttempt] = useState(0);

  const stopCamera = () => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  };

  const fail = (message: string) => {
    stopCamera();
    setError(message);
    setStatus('error');
  };
  const failWith = (problem: ScanProblem) => fail(t(PROBLEM_MESSAGES[problem]));

  const send = (code: string) => {
    stopCamera();
    setStatus('sending');
    scan.mutate(
      { orderId, code },
      {
        onSuccess: () => {
          setError(null);
          notifications.show({ color: 'green', message: t('scan.success'), autoClose: 2500 });
          onDone();
        },
        // The server says why (wrong order, not in delivery): shown in red, camera stopped.
        onError: (failure) => fail(errorMessage(failure)),
      },
    );
  };
  // The interval reads the latest `send` (it closes over the current order id and callbacks).
  const sendRef = useRef(send);
  sendRef.current = send;
  const failRef = useRef(failWith);
  failRef.current = failWith;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts on 'Lancer Scan' only.
  useEffect(() => {
    let cancelled = false;
    const problem = cameraProblem() ?? (detector ? null : 'noDecoder');
    if (problem || !detector) {
      failRef.current(problem ?? 'noDecoder');
      return;
    }
    setError(null);
    setStatus('starting');
    navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS).then(
      async (stream) => {
        if (cancelled) {
          stopStream(stream);
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = stream;
        try {
          await video.play();
        } catch {
          // Autoplay refusals still show frames once the stream runs; decoding goes on.
        }
        if (cancelled) return;
        setStatus('scanning');
        let busy = false;
        timerRef.current = window.setInterval(async () => {
          if (busy) return;
          busy = true;
          const code = await decodeVideoFrame(detector, video);
          busy = false;
          if (code && timerRef.current !== null && !cancelled) sendRef.current(code);
        }, SCAN_INTERVAL_MS);
      },
      (reason: unknown) => {
        if (!cancelled) failRef.current(cameraFailure(reason));
      },
    );
    return () => {
      cancelled = true;
      stopCamera();
    };
  }, [attempt]);

  // Browsers fire no change for the file already chosen: forget it, so the same picture can be
  // picked again (e.g. once the courier has set the order in delivery).
  const resetPicker = useRef<() => void>(null);
  const decodeFile = async (file: File | null | undefined) => {
    resetPicker.current?.();
    if (!file) return;
    const code = await decodeImageFile(detector, file);
    if (code) send(code);
    else failWith('undecodable');
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void decodeFile(event.dataTransfer.files?.[0]);
  };

  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
  };

  return (
    <Stack gap="md" align="center">
      <Box
        className={classes.frame}
        data-hidden={status === 'error' || undefined}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      >
        <video ref={videoRef} className={classes.video} muted playsInline aria-label={t('scan.video')} />
        {(status === 'starting' || status === 'sending') && (
          <Group className={classes.overlay} justify="center" gap="xs" role="status">
            <Loader size="sm" color="white" />
            <Text c="white" size="sm">
              {status === 'starting' ? t('scan.starting') : t('scan.sending')}
            </Text>
          </Group>
        )}
      </Box>

      {status === 'scanning' && (
        <Text size="sm" c="dimmed" ta="center">
          {t('scan.hint')}
        </Text>
      )}

      {status === 'error' && error && (
        <Stack gap="sm" align="center" className={classes.error}>
          <Text c="red" ta="center" role="alert" fw={500}>
            {error}
          </Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={retry}>
            {t('scan.retry')}
          </Button>
        </Stack>
      )}

      {status !== 'sending' && detector && (
        <FileButton onChange={(file) => void decodeFile(file)} accept="image/*" resetRef={resetPicker}>
          {(props) => (
            <Button {...props} variant="subtle" size="compact-sm" leftSection={<IconPhoto size={16} />}>
              {t('scan.pickImage')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
