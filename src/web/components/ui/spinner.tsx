import { LoaderCircle } from 'lucide-react';
import { cn } from '~/web/lib/cn';

type SpinnerProps = { label?: string; className?: string };

export const Spinner = ({ label = 'Loading', className }: SpinnerProps) => (
  <span role="status" className={cn('inline-flex items-center text-brand-600', className)}>
    <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
    <span className="sr-only">{label}</span>
  </span>
);
