import { Copy, KeyRound, LoaderCircle, ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { TTwoFactorSetup } from '~/domain/two-factor.contract';
import { makeQrCodeDataUrl } from '~/web/components/share/qr-code-dialog';
import { Button, type ButtonVariant } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/field';
import { ONE_TIME_CODE_INPUT } from '~/web/components/ui/input';
import { PasswordField } from '~/web/components/ui/password-field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { SettingsSection } from '~/web/components/ui/settings-section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { toast } from '~/web/components/ui/use-toast';
import { serverFieldIssues, writeErrorMessage } from '~/web/lib/api-errors';
import {
  useBeginTwoFactorSetup,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRenewRecoveryCodes,
  useTwoFactorStatus,
} from '../api/two-factor';

export const RECOVERY_CODES_NOTE =
  'Save these recovery codes somewhere safe now. Each one signs you in once if your phone is lost, and they will not be shown again.';

/** The server's message for one field, if it named that field. */
const fieldError = (error: unknown, field: 'code' | 'password') =>
  serverFieldIssues(error).find((issue) => issue.field === field)?.message;
/** The server's message when it named no field (a sign-in that is too old, too many attempts). */
const generalError = (error: unknown) =>
  error && serverFieldIssues(error).length === 0 ? writeErrorMessage(error) : null;

/** "ABCD EFGH ..." so the key can be typed into an app that cannot scan. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export type TCodeAndPassword = { code: string; password: string };

/**
 * The one-time code and the current password, and the submit buttons: each change to two-factor sign-in needs both
 * (and a sign-in from the last 10 minutes, which the server checks).
 */
const CodeForm = ({
  id,
  actions,
  pending,
  error,
  onSubmit,
}: {
  id: string;
  actions: { label: string; value: string; variant?: ButtonVariant }[];
  pending: boolean;
  error: unknown;
  onSubmit: (values: TCodeAndPassword, action: string) => void;
}) => {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    onSubmit({ code: code.trim(), password }, submitter?.value ?? actions[0]?.value ?? '');
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        id={id}
        label="Authentication code"
        error={fieldError(error, 'code')}
        {...ONE_TIME_CODE_INPUT}
        maxLength={20}
        inputClassName="max-w-48"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <PasswordField
        id={`${id}-password`}
        label="Current password"
        autoComplete="current-password"
        maxLength={200}
        className="max-w-xs"
        error={fieldError(error, 'password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <ServerErrorAlert message={generalError(error)} />
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.value}
            type="submit"
            name="action"
            value={action.value}
            variant={action.variant ?? 'primary'}
            disabled={pending}
          >
            {pending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
            {action.label}
          </Button>
        ))}
      </div>
    </form>
  );
};

/** Shown once after turning on or renewing: the ten codes, with copy. */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({ title: 'Copy the codes by hand', description: 'Your browser did not allow copying.' });
    }
  };
  return (
    <div className="space-y-3 rounded-card border border-amber-300 bg-amber-50 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-bold text-ink outline-none">
        Your recovery codes
      </h3>
      <p className="text-sm">{RECOVERY_CODES_NOTE}</p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
};

/** Set-up: the QR code (made on the device), the key in words, and the first code. */
const SetupStep = ({
  setup,
  onEnabled,
}: {
  setup: TTwoFactorSetup;
  onEnabled: (codes: string[]) => void;
}) => {
  const enable = useEnableTwoFactor();
  const [qr, setQr] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let isCurrent = true;
    makeQrCodeDataUrl(setup.otpauthUrl).then(
      (dataUrl) => isCurrent && setQr(dataUrl),
      () => isCurrent && setQr('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [setup.otpauthUrl]);
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password...).
        </li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows, and your current password.</li>
      </ol>
      {qr === null ? (
        <Skeleton className="size-48" />
      ) : qr === 'failed' ? (
        <p className="text-sm">The QR code could not be made here; type the key instead.</p>
      ) : (
        <img
          src={qr}
          width={192}
          height={192}
          className="size-48 rounded border border-line"
          alt="QR code for your authenticator app"
        />
      )}
      <p className="text-sm">
        Key: <code className="break-all font-mono">{grouped(setup.secret)}</code>
      </p>
      <CodeForm
        id="two-factor-enable-code"
        actions={[{ label: 'Turn on', value: 'enable' }]}
        pending={enable.isPending}
        error={enable.error}
        onSubmit={(values) =>
          enable.mutate(values, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) })
        }
      />
    </div>
  );
};

/** Admin panel "Security" tab: two-factor sign-in with an authenticator app (ASVS 4.0.3 2.8, 4.3.1). */
export const TwoFactorPanel = () => {
  const status = useTwoFactorStatus();
  const begin = useBeginTwoFactorSetup();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const onEnabled = (recoveryCodes: string[]) => {
    setSetup(null);
    setCodes(recoveryCodes);
    toast({ title: 'Two-factor sign-in is on', description: 'Sign-ins now ask for a code from your phone.' });
  };
  const onOnForm = (values: TCodeAndPassword, action: string) => {
    if (action === 'disable') {
      disable.mutate(values, {
        onSuccess: () =>
          toast({ title: 'Two-factor sign-in is off', description: 'Sign-ins need the password only.' }),
      });
    } else {
      renew.mutate(values, { onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes) });
    }
  };
  const onFormError = disable.error ?? renew.error;

  let body: ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = <Skeleton role="status" aria-label="Loading two-factor sign-in" className="h-16 w-full" />;
  } else if (status.isError || !status.data) {
    body = (
      <p role="alert" className="text-lost text-sm">
        The two-factor setting could not be loaded.{' '}
        <button type="button" className="font-semibold underline" onClick={() => status.refetch()}>
          Try again
        </button>
      </p>
    );
  } else if (status.data.enabled) {
    body = (
      <div className="space-y-4">
        <p className="flex items-center gap-2 font-semibold text-won">
          <ShieldCheck aria-hidden="true" className="size-5" />
          Two-factor sign-in is on.
        </p>
        <p className="text-sm">
          {status.data.recoveryCodesLeft === 1
            ? '1 recovery code left.'
            : `${status.data.recoveryCodesLeft} recovery codes left.`}{' '}
          To turn it off or make new recovery codes, enter a code from your app and your current password.
        </p>
        <CodeForm
          id="two-factor-manage-code"
          actions={[
            { label: 'New recovery codes', value: 'renew', variant: 'outline' },
            { label: 'Turn off', value: 'disable', variant: 'destructive' },
          ]}
          pending={disable.isPending || renew.isPending}
          error={onFormError}
          onSubmit={onOnForm}
        />
      </div>
    );
  } else if (setup) {
    body = <SetupStep setup={setup} onEnabled={onEnabled} />;
  } else {
    body = (
      <div className="space-y-3">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldOff aria-hidden="true" className="size-5 text-muted" />
          Two-factor sign-in is off.
        </p>
        <p className="text-sm">
          Turn it on so a stolen password alone cannot open the admin panel: each sign-in will also ask for a
          code from an app on your phone.
        </p>
        <ServerErrorAlert message={begin.error ? writeErrorMessage(begin.error) : null} />
        <Button onClick={() => begin.mutate(undefined, { onSuccess: setSetup })} disabled={begin.isPending}>
          {begin.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
          Set up two-factor sign-in
        </Button>
      </div>
    );
  }

  return (
    <SettingsSection id="two-factor" title="Two-factor sign-in" icon={KeyRound}>
      {body}
    </SettingsSection>
  );
};
