import { useEffect } from 'react';
import { useViewer } from '~/web/lib/api/use-viewer';
import { HomeHero } from './components/home-hero';
import { MemberWelcome } from './components/member-welcome';
import { ResourceLinks } from './components/resource-links';
import { TodaysTipsTeaser } from './components/todays-tips-teaser';

export const HomePage = () => {
  const viewer = useViewer();
  // NOTE: not known yet means a member's page: the server marks a page sent without a session cookie as a guest's, so
  // a guest is known from the first render. A returning member (and their screen rendered ahead) opens on today's
  // racing, not on the hero, while /api/auth/me is on its way.
  const isMember = viewer.isKnown ? viewer.isSignedIn : true;

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
