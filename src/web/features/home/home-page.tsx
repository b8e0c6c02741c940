import { useEffect } from 'react';
import { useViewer } from '~/web/lib/api/use-viewer';
import { HomeHero } from './components/home-hero';
import { MemberWelcome } from './components/member-welcome';
import { ResourceLinks } from './components/resource-links';
import { TodaysTipsTeaser } from './components/todays-tips-teaser';

const MEMBER_HINT_KEY = 'racepro.member';

/** Whether this device was last signed in: lets a returning member's home skip the hero before /me answers. */
const readMemberHint = (): boolean => {
  try {
    return window.localStorage.getItem(MEMBER_HINT_KEY) === '1';
  } catch {
    return false;
  }
};

export const HomePage = () => {
  const viewer = useViewer();
  const isMember = viewer.isKnown ? viewer.isSignedIn : readMemberHint();
  useEffect(() => {
    if (!viewer.isKnown) return;
    try {
      if (viewer.isSignedIn) window.localStorage.setItem(MEMBER_HINT_KEY, '1');
      else window.localStorage.removeItem(MEMBER_HINT_KEY);
    } catch {
      // Storage may be unavailable (private mode); the hint is only a guess to avoid a flash.
    }
  }, [viewer.isKnown, viewer.isSignedIn]);

  useEffect(() => {
    document.title = 'RacePro | Expert UK horse racing tips and bet tracking';
  }, []);

  return (
    <div className={isMember ? 'space-y-6 sm:space-y-10' : 'space-y-5 sm:space-y-12'}>
      {isMember ? <MemberWelcome viewer={viewer} /> : <HomeHero />}
      <TodaysTipsTeaser />
      <ResourceLinks />
    </div>
  );
};
