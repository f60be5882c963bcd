/** A clock that ticks every second (SPEC §2), in the viewer's time zone. */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { inViewerZone } from './viewerZone';

export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export function Clock({ format = 'ddd DD/MM/YYYY hh:mm:ss A' }: { format?: string }) {
  const now = useNow();
  return (
    <time dateTime={now.toISOString()} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {inViewerZone(dayjs(now)).format(format)}
    </time>
  );
}
