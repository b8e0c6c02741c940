import { type ReactNode, useEffect } from 'react';

/** The narrow card of the password-reset screens: a heading, a line under it, then the content. */
export const AuthCard = ({
  title,
  intro,
  documentTitle,
  children,
}: {
  title: string;
  intro: string;
  documentTitle: string;
  children: ReactNode;
}) => {
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="mx-auto max-w-md sm:py-4">
      <div className="rounded-card border border-line bg-card p-5 shadow-card sm:p-8">
        <h1 className="font-bold text-2xl text-brand tracking-tight">{title}</h1>
        <p className="mt-1 text-muted text-sm">{intro}</p>
        <div className="mt-6 space-y-4">{children}</div>
      </div>
    </div>
  );
};
