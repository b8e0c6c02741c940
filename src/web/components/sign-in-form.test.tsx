import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ONE_TIME_CODE_HINT } from '~/domain/two-factor.contract';
import { ApiError } from '~/web/lib/api-client';
import { SignInForm, type TSignInFormHandle, type TSignInValues } from './sign-in-form';

const refusal = (status: number, body: object) =>
  new ApiError('/api/login', status, JSON.stringify(body), 'Unauthorized');
const CODE_ASKED = refusal(401, {
  error: 'Enter the code from your authenticator app',
  code: 'TWO_FACTOR_REQUIRED',
  issues: [{ field: 'code', message: 'Enter the code from your authenticator app' }],
});
const WRONG_CODE = refusal(401, {
  error: 'That code is not right.',
  issues: [{ field: 'code', message: 'That code is not right.' }],
});
const WRONG_PASSWORD = refusal(401, { error: 'Invalid username or password' });

type TProps = {
  /** Answers each call in turn: an error to refuse it, anything else to accept it. */
  answers: unknown[];
  onSignedIn?: () => void;
  onFailure?: (error: Error) => void;
  isMember?: boolean;
};

/** The form on a real TanStack mutation whose calls are recorded. */
const Harness = ({
  answers,
  onSignedIn = vi.fn(),
  onFailure,
  isMember = false,
  sent,
}: TProps & { sent: unknown[] }) => {
  const login = useMutation({
    mutationFn: async (body: unknown) => {
      sent.push(body);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const formRef = useRef<TSignInFormHandle>(null);
  return (
    <>
      <SignInForm
        ref={formRef}
        idPrefix="test"
        identifierLabel={isMember ? 'E-mail or username' : 'Username'}
        identifierRequired="Username is required"
        submitLabel={isMember ? 'Sign in' : 'Login'}
        pendingLabel={isMember ? 'Signing in...' : undefined}
        canRevealPassword={isMember}
        mutation={login}
        toBody={(values: TSignInValues) => values}
        onSignedIn={onSignedIn}
        onFailure={onFailure}
        failureMessage={isMember ? (error) => `Refused: ${error.message}` : undefined}
      />
      <button
        type="button"
        onClick={() => formRef.current?.fill({ identifier: 'free@example.com', password: 'demo-pass' })}
      >
        Use demo
      </button>
    </>
  );
};

const setup = (props: TProps) => {
  const sent: unknown[] = [];
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Harness {...props} sent={sent} />
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
};

const signIn = async (
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  identifierLabel = 'Username',
) => {
  await user.type(screen.getByLabelText(identifierLabel), 'admin');
  await user.type(screen.getByLabelText('Password'), 'admin');
  await user.click(screen.getByRole('button', { name }));
};

describe('SignInForm', () => {
  it('asks for each field under it and sends nothing', async () => {
    const { sent, user } = setup({ answers: [] });
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(sent).toEqual([]);
  });

  it('takes the two-factor step: the code field appears focused, a wrong code shows under it, then signs in', async () => {
    const onSignedIn = vi.fn();
    const onFailure = vi.fn();
    const { sent, user } = setup({ answers: [CODE_ASKED, WRONG_CODE, { ok: true }], onSignedIn, onFailure });
    await signIn(user, 'Login');

    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    // Asked for, not a mistake: the hint says what to enter and nothing is red.
    expect(code).toHaveAccessibleDescription(ONE_TIME_CODE_HINT);
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      { identifier: 'admin', password: 'admin', code: '' },
      { identifier: 'admin', password: 'admin', code: '000000' },
      { identifier: 'admin', password: 'admin', code: '123456' },
    ]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("hands other refusals to the caller (the admin's toasts), with no alert and no show-password button", async () => {
    const onFailure = vi.fn();
    const { user } = setup({ answers: [WRONG_PASSWORD], onFailure });
    await signIn(user, 'Login');

    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(WRONG_PASSWORD));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
  });

  it('shows the refusal above the button for members, and a demo account fills the form', async () => {
    const { user } = setup({ answers: [WRONG_PASSWORD], isMember: true });
    await signIn(user, 'Sign in', 'E-mail or username');

    expect(await screen.findByRole('alert')).toHaveTextContent(`Refused: ${WRONG_PASSWORD.message}`);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use demo' }));
    expect(screen.getByLabelText('E-mail or username')).toHaveValue('free@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-pass');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
