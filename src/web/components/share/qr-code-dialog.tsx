import { Download, RotateCw } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { QR_CODE_FILE_NAME, QR_CODE_OPTIONS } from '~/domain/share';
import { Button, buttonClasses } from '~/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';

export const QR_CODE_ERROR = 'We could not make the QR code. Please try again.';

/**
 * The QR code as a png data URL, made on the device (spec 2 section 7). The `qrcode` library is imported here, on
 * first use, so it stays out of every first-load bundle.
 */
export const makeQrCodeDataUrl = async (url: string): Promise<string> => {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(url, QR_CODE_OPTIONS);
};

type TQrState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'error' };

/** Mounted when the dialog opens (Radix unmounts closed content), so each opening makes the code afresh. */
const QrCodeBody = ({ url, onRetry }: { url: string; onRetry: () => void }) => {
  const [state, setState] = useState<TQrState>({ status: 'loading' });

  useEffect(() => {
    // NOTE: the dialog may close (or the link change) before the code is ready; a stale answer is dropped.
    let isCurrent = true;
    setState({ status: 'loading' });
    makeQrCodeDataUrl(url).then(
      (dataUrl) => {
        if (isCurrent) setState({ status: 'ready', dataUrl });
      },
      (error: unknown) => {
        console.error('QR code generation failed', error);
        if (isCurrent) setState({ status: 'error' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [url]);

  if (state.status === 'loading') {
    return (
      <div className="flex aspect-square w-full max-w-[300px] items-center justify-center self-center">
        <Spinner label="Making the QR code" className="[&_svg]:size-8" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p role="alert" className="text-lost text-sm">
          {QR_CODE_ERROR}
        </p>
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <img
        src={state.dataUrl}
        alt="QR code: scan it to open this page"
        width={QR_CODE_OPTIONS.width}
        height={QR_CODE_OPTIONS.width}
        className="aspect-square w-full max-w-[300px] rounded-lg border border-line"
      />
      <a href={state.dataUrl} download={QR_CODE_FILE_NAME} className={buttonClasses('primary')}>
        <Download aria-hidden="true" />
        Download QR Code
      </a>
    </div>
  );
};

type QrCodeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link the code opens: the `qrcode` channel's share URL (utm_medium=qrcode). */
  url: string;
  /** The share text, shown under the title. */
  text: string;
  /** Returns focus on close: the dialog has no Radix trigger (it may be opened from a menu item that is gone). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
};

/** Spec 2: the QR Code dialog: title, share text, the code (a spinner until ready) and Download QR Code. */
export const QrCodeDialog = ({ open, onOpenChange, url, text, onCloseAutoFocus }: QrCodeDialogProps) => {
  // A new key remounts the body, which makes the code again ("Try again" after a failure).
  const [attempt, setAttempt] = useState(0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth={400} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>QR Code</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <QrCodeBody key={attempt} url={url} onRetry={() => setAttempt((count) => count + 1)} />
      </DialogContent>
    </Dialog>
  );
};
