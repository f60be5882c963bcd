/** Asks once per load for the zone the viewer's profile names (./viewerZone.ts); loaded after the first paint. */
import { useEffect } from 'react';
import { setViewerZone } from './viewerZone';
import { useViewerTimeZoneQuery } from './viewerZone.generated';

export function ViewerTimeZone() {
  const { data } = useViewerTimeZoneQuery();
  useEffect(() => {
    if (data?.me) setViewerZone(data.me.timezone, data.me.id);
  }, [data]);
  return null;
}
