import { Copy, Mail, MessageCircle, Share2, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { toast } from '~/web/components/ui/use-toast';
import { useReferral } from '~/web/lib/api/get-referral';
import { LINK_CLASSES } from '~/web/lib/cn';

const SHARE_TEXT = 'I use RacePro for UK racing tips and to track my bets. Join free:';

const copyLink = async (link: string) => {
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Invite link copied', description: link });
  } catch {
    toast({ title: 'Copy your invite link', description: link });
  }
};

/** The friend-invite card: the member's own link, share buttons and how many friends joined. No reward is promised. */
export const InviteCard = ({ isSignedIn }: { isSignedIn: boolean }) => {
  const referral = useReferral({ enabled: isSignedIn });
  const link = referral.data?.link ?? '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-card border border-line bg-card p-5 shadow-card"
    >
      <h2 id="invite-title" className="flex items-center gap-2 font-bold text-brand text-xl">
        <UserPlus aria-hidden="true" className="size-5" />
        Invite a friend
      </h2>
      <p className="mt-1 text-muted text-sm">
        Know someone who follows the racing? Send them your link to join free.
      </p>
      {!isSignedIn ? (
        <p className="mt-4 text-sm">
          <Link to="/sign-in?next=/subscription" className={LINK_CLASSES}>
            Sign in
          </Link>{' '}
          to get your own invite link.
        </p>
      ) : referral.isPending ? (
        <div role="status" aria-label="Loading your invite link" className="mt-4 space-y-2">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : !referral.data ? (
        <p role="alert" className="mt-4 text-lost text-sm">
          Your invite link could not be loaded.{' '}
          <button type="button" className={LINK_CLASSES} onClick={() => void referral.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <label htmlFor="invite-link" className="mt-4 block font-semibold text-ink text-sm">
            Your invite link
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="invite-link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm"
            />
            <Button variant="secondary" onClick={() => void copyLink(link)}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            {canShare ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void navigator.share({ title: 'RacePro', text: SHARE_TEXT, url: link }).catch(() => {})
                }
              >
                <Share2 aria-hidden="true" />
                Share
              </Button>
            ) : null}
            <a
              className={buttonClasses('outline', 'sm')}
              href={`https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" />
              WhatsApp
            </a>
            <a
              className={buttonClasses('outline', 'sm')}
              href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(SHARE_TEXT)}&url=${encodeURIComponent(link)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Share2 aria-hidden="true" />X (Twitter)
            </a>
            <a
              className={buttonClasses('outline', 'sm')}
              href={`mailto:?subject=${encodeURIComponent('Join me on RacePro')}&body=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`}
            >
              <Mail aria-hidden="true" />
              E-mail
            </a>
          </div>
          <p className="mt-3 text-muted text-sm">
            {referral.data.joined === 0
              ? 'No friends have joined through your link yet.'
              : referral.data.joined === 1
                ? '1 friend has joined through your link.'
                : `${referral.data.joined} friends have joined through your link.`}
          </p>
        </>
      )}
    </section>
  );
};
