/**
 * The company in the shell: its logo and name at the top of the menu, its copyright line in the footer, and its saved
 * colours given to the theme (shared/theme: a user's own pick still wins). One cached query for both; loaded after
 * the shell's first paint, which shows the product's name meanwhile.
 */
import { useEffect } from 'react';
import { setCompanyColours } from '../../shared/theme';
import { PRODUCT_NAME } from './catalogue';
import { useCompanyBrandingQuery } from './settings.generated';

function useBranding() {
  const { data } = useCompanyBrandingQuery({ fetchPolicy: 'cache-first' });
  const branding = data?.companyBranding;
  useEffect(() => {
    if (branding) setCompanyColours({ primary: branding.primaryColor, secondary: branding.secondaryColor });
  }, [branding]);
  return branding;
}

/** Logo and name (the logo alone when the menu is folded). */
export function CompanyBrand({ collapsed = false }: { collapsed?: boolean }) {
  const branding = useBranding();
  const name = branding?.name ?? PRODUCT_NAME;
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      {branding?.logo && (
        <img src={branding.logo} alt={`${name} logo`} style={{ height: 32, maxWidth: collapsed ? 48 : 64, objectFit: 'contain', flex: 'none' }} />
      )}
      {!(collapsed && branding?.logo) && (
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{collapsed ? name.slice(0, 2).toUpperCase() : name}</span>
      )}
    </span>
  );
}

/** The footer's copyright line. */
export function CompanyFooter() {
  const branding = useBranding();
  return <>{branding?.copyright ?? ''}</>;
}
