import { LogoMark } from './logo';
import { SaferGamblingBar, Wordmark } from './site-header';

/**
 * The shell's top bars while the first screen's code loads. The build also renders them into index.html
 * (scripts/prerender-pages.tsx), so a page without a screen rendered ahead paints the real header before any script runs,
 * and nothing jumps when the app takes over.
 */
export const ShellPlaceholder = () => (
  <div className="flex min-h-dvh flex-col" aria-busy="true">
    <SaferGamblingBar />
    <div className="bg-brand text-white">
      <div className="mx-auto flex min-h-16 max-w-[1100px] items-center px-3 py-2 sm:px-4">
        <span className="flex min-h-11 items-center gap-2 pr-1">
          <LogoMark className="size-9 shrink-0" />
          <Wordmark />
        </span>
      </div>
    </div>
    <p role="status" className="sr-only">
      Loading RacePro...
    </p>
  </div>
);
