import {
  classifyHostname,
  hostnameOfUrl,
  normaliseHostname,
  type THostingClassification,
} from '~/domain/hosting';

export type TCurrentAddress = THostingClassification & {
  protocol: string;
  port: string;
  isHttps: boolean;
};

export const readCurrentAddress = (
  location: Pick<Location, 'hostname' | 'protocol' | 'port'>,
): TCurrentAddress => ({
  ...classifyHostname(location.hostname),
  protocol: location.protocol.replace(/:$/, ''),
  port: location.port,
  isHttps: location.protocol === 'https:',
});

/** Whether the configured public address names this host: null while unknown or not a URL. */
export const matchesConfiguredHost = (
  hostname: string,
  publicSiteUrl: string | undefined,
): boolean | null => {
  if (!publicSiteUrl) return null;
  const configured = hostnameOfUrl(publicSiteUrl);
  return configured === null ? null : configured === normaliseHostname(hostname);
};
