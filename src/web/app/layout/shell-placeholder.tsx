import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { LogoMark } from './logo';

/**
 * The shell's top bars while the first screen's code loads. index.html paints the same markup before any script
 * runs (keep the two alike), so the first paint is the real header and nothing jumps when the app takes over.
 */
export const ShellPlaceholder = () => (
  <div className="flex min-h-dvh flex-col" aria-busy="true">
    <div className="sticky top-0 z-40 h-8 bg-brand-800 text-xs text-brand-100">
      <div className="mx-auto flex h-full max-w-[1100px] items-center px-4">
        <p className="font-medium">{RESPONSIBLE_GAMBLING_LINE}</p>
      </div>
    </div>
    <div className="bg-brand text-white">
      <div className="mx-auto flex min-h-16 max-w-[1100px] items-center px-3 py-2 sm:px-4">
        <span className="flex min-h-11 items-center gap-2 pr-1">
          <LogoMark className="size-9 shrink-0" />
          <span className="hidden text-xl font-extrabold tracking-tight min-[360px]:inline">
            Race<span className="text-gold">Pro</span>
          </span>
        </span>
      </div>
    </div>
    <p role="status" className="sr-only">
      Loading RacePro...
    </p>
  </div>
);
