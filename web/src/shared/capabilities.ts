/**
 * THE one question "does this server offer X?" for features that need an upstream extension (SPEC §7-only backends
 * lack them; see the `capabilities` query). One cached query per session (cache-first), shared by every screen.
 * While the answer loads a feature counts as unavailable (it appears once known, never vanishes after a click);
 * when the query fails it counts as available, so a network hiccup hides nothing and the feature reports its own error.
 */
import { useCapabilitiesQuery, type CapabilitiesQuery } from './capabilities.generated';

export type Capability = keyof CapabilitiesQuery['capabilities'];
export type Capabilities = Record<Capability, boolean>;

/** Short text shown where a feature is missing. */
export const NOT_ON_THIS_SERVER = 'Not available on this server';

/** Every capability offered: the answer where the query failed (a hiccup hides nothing), and tests' fixtures. */
export const EVERY_CAPABILITY: Capabilities = {
  attendanceTemplate: true,
  attendanceErrorFile: true,
  formerEmployees: true,
  sickNoteDownload: true,
  leaveCancel: true,
  leaveUnits: true,
  leavePartialApproval: true,
  leaveLedger: true,
  fileUpload: true,
  teamSpace: true,
  mailOutbox: true,
  notifications: true,
  notificationPreferences: true,
  companySettings: true,
  orgChart: true,
  profile: true,
  auditLog: true,
  worklogs: true,
  worklogSync: true,
  workInfo: true,
  calendars: true,
};
const KEYS = Object.keys(EVERY_CAPABILITY) as Capability[];
/** The flags named by EVERY_CAPABILITY, each as `of` says (an answer also carries Apollo's `__typename`). */
const flags = (of: (key: Capability) => boolean) => Object.fromEntries(KEYS.map((key) => [key, of(key)])) as Capabilities;
const NONE = flags(() => false);

export function useCapabilities(): Capabilities {
  return useCapabilityAnswer().capabilities;
}

/**
 * The capabilities and whether the answer (or its failure) is in (`settled`). A menu built from capabilities waits
 * for it before it opens (the account menu's trigger stays disabled), so entries never appear under the pointer of an
 * open menu: one that grew while open moved under a click (mouse down on an entry, up on the trigger), and the click
 * was lost.
 */
export function useCapabilityAnswer(): { capabilities: Capabilities; settled: boolean } {
  const { data, error } = useCapabilitiesQuery({ fetchPolicy: 'cache-first' });
  if (data?.capabilities) {
    const answer = data.capabilities;
    return { capabilities: flags((key) => answer[key]), settled: true };
  }
  return { capabilities: error ? EVERY_CAPABILITY : NONE, settled: Boolean(error) };
}
