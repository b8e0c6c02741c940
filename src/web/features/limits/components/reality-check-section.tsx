import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import {
  REALITY_CHECK_CHOICES,
  REALITY_CHECK_LABELS,
  realityCheckMinutes,
  type TRealityCheckChoice,
} from '~/domain/reality-check';
import { SettingsSection } from '~/web/components/ui/settings-section';
import { cn } from '~/web/lib/cn';
import {
  realityCheckChoiceOf,
  useRealityCheckSetting,
  writeRealityCheckSetting,
} from '~/web/lib/reality-check-setting';
import { useScrollToHashWhenReady } from '../use-scroll-to-hash-when-ready';
import { ChoiceGroup } from './choice-group';

const CHOICES = REALITY_CHECK_CHOICES.map((value) => ({ value, label: REALITY_CHECK_LABELS[value] }));

const savedText = (choice: TRealityCheckChoice): string => {
  const minutes = realityCheckMinutes(choice);
  return minutes === null
    ? 'Saved on this device: reality checks are off.'
    : `Saved on this device: your next reality check comes ${minutes} minutes from now.`;
};

/**
 * How often this device shows a reality check (src/domain/reality-check.ts): off, or every 30, 60 or 90 minutes. The
 * choice is kept on the device, so a guest can turn it on too; a member who has not chosen gets one every 60 minutes.
 */
export const RealityCheckSection = ({ isSignedIn }: { isSignedIn: boolean }) => {
  const setting = useRealityCheckSetting();
  const choice = realityCheckChoiceOf(setting, isSignedIn);
  const [saved, setSaved] = useState('');
  // NOTE: this lazy section also takes the page to the #section its address names (#take-a-break from the reality
  // check's dialog): it mounts with or after the page's other sections, and keeps that code off the page's first load.
  useScrollToHashWhenReady(true);

  const onChange = (next: TRealityCheckChoice) => {
    writeRealityCheckSetting(next);
    setSaved(savedText(next));
  };

  return (
    <SettingsSection
      id="reality-check"
      title="Reality check"
      icon={Hourglass}
      intro="A reminder, while you use RacePro, of how long you have been here, what you have staked today and your tracked profit or loss. It is kept on this device, so it works without an account."
    >
      <ChoiceGroup
        name="reality-check"
        legend="Show a reality check"
        choices={CHOICES}
        value={choice}
        onChange={onChange}
      />
      {setting === null ? (
        <p className="mt-3 text-muted text-sm">
          {isSignedIn
            ? 'As a member you get one every 60 minutes unless you choose otherwise.'
            : 'Off until you choose how often.'}
        </p>
      ) : null}
      <p role="status" className={cn('font-medium text-ink text-sm', saved && 'mt-3')}>
        {saved}
      </p>
    </SettingsSection>
  );
};
