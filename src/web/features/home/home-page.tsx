import { useEffect } from 'react';
import { HomeHero } from './components/home-hero';
import { ResourceLinks } from './components/resource-links';
import { TodaysTipsTeaser } from './components/todays-tips-teaser';

export const HomePage = () => {
  useEffect(() => {
    document.title = 'RacePro | Expert UK horse racing tips and bet tracking';
  }, []);

  return (
    <div className="space-y-10 sm:space-y-12">
      <HomeHero />
      <TodaysTipsTeaser />
      <ResourceLinks />
    </div>
  );
};
