import { useEffect } from 'react';
import { BankrollSection } from './components/bankroll-section';
import { CommitmentsSection, UnderEighteensSection } from './components/commitments-section';
import { ControlToolsSection } from './components/control-tools-section';
import { GetHelpSection } from './components/get-help-section';
import { ResponsibleGamblingHero } from './components/hero';
import { SelfAssessmentSection } from './components/self-assessment-section';
import { useScrollToHash } from './use-scroll-to-hash';

export const ResponsibleGamblingPage = () => {
  useScrollToHash();

  useEffect(() => {
    document.title = 'Responsible Gambling | RacePro';
  }, []);

  return (
    <div>
      <ResponsibleGamblingHero />
      <div className="mt-10 space-y-14">
        <GetHelpSection />
        <SelfAssessmentSection />
        <ControlToolsSection />
        <BankrollSection />
        <UnderEighteensSection />
        <CommitmentsSection />
      </div>
    </div>
  );
};
