import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isDefaultHostingDomain } from '~/domain/hosting';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { PageHeader } from '~/web/components/ui/page-header';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useSiteInfo } from '~/web/lib/api/get-site-info';
import { CheckRow } from './components/check-row';
import { ConnectionSummary } from './components/connection-summary';
import { matchesConfiguredHost, readCurrentAddress } from './read-current-address';

export const DomainTestPage = () => {
  const [address, setAddress] = useState(() => readCurrentAddress(window.location));
  const siteInfo = useSiteInfo();
  const publicSiteUrl = siteInfo.data?.publicSiteUrl;
  const isDefault = isDefaultHostingDomain(address.hostname);
  const matchesConfigured = matchesConfiguredHost(address.hostname, publicSiteUrl);

  useEffect(() => {
    document.title = 'Domain Connection Test | RacePro';
  }, []);

  const onRecheck = () => {
    setAddress(readCurrentAddress(window.location));
    void siteInfo.refetch();
  };

  return (
    <section className="max-w-3xl">
      <PageHeader
        title="Domain Connection Test"
        description="Checks the address this page was loaded from, and whether it is a default hosting domain or a custom domain."
      />
      <ConnectionSummary address={address} />

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Connection details</CardTitle>
          <CardDescription>Read from this browser tab's address.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl>
            <CheckRow label="Hostname" value={address.hostname || '(none)'} tone="info" />
            <CheckRow
              label="Protocol"
              value={address.port ? `${address.protocol} (port ${address.port})` : address.protocol}
              tone="info"
            />
            <CheckRow
              label="Secure connection (HTTPS)"
              value={address.isHttps ? 'Yes' : 'No'}
              tone={address.isHttps ? 'good' : 'warn'}
              note={
                address.isHttps
                  ? undefined
                  : 'Serve the public site over HTTPS so sign-in and payments are protected.'
              }
            />
            <CheckRow
              label="Default hosting domain"
              value={isDefault ? `Yes (${address.provider ?? 'local address'})` : 'No'}
              tone={isDefault ? 'warn' : 'good'}
              note={
                isDefault
                  ? 'Visitors see a platform or local address. Connect a custom domain for the public site.'
                  : 'This is not a known default hosting address.'
              }
            />
            <CheckRow
              label="Configured public address"
              value={
                siteInfo.isPending ? (
                  <Skeleton className="h-5 w-48" />
                ) : publicSiteUrl ? (
                  publicSiteUrl
                ) : (
                  'Not available'
                )
              }
              tone={matchesConfigured === true ? 'good' : matchesConfigured === false ? 'warn' : 'info'}
              note={
                matchesConfigured === true
                  ? 'Matches the address of this page.'
                  : matchesConfigured === false
                    ? 'Differs from the address of this page: links in e-mails and payment returns use the configured address.'
                    : siteInfo.isError
                      ? 'Could not load the site settings.'
                      : undefined
              }
            />
          </dl>
          <div className="mt-4">
            <Button variant="outline" onClick={onRecheck}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Check again
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
};
