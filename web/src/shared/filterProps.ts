/** The props and default widths of the list filter controls, shared by ./filters (the lazy wrappers and the boxes
 * shown meanwhile) and ./filterControls (the controls). */
import type { SelectProps } from 'antd';

export interface FilterSelectProps<V extends string | number> {
  /** Accessible name, and the placeholder unless `placeholder` says otherwise. */
  label: string;
  placeholder?: string;
  width?: number;
  options: { value: V; label: string }[];
  /** Set for a controlled filter (e.g. one a link or a button also sets). */
  value?: V | null;
  /** `undefined` when cleared. */
  onChange: (value: V | undefined) => void;
  showSearch?: SelectProps<V>['showSearch'];
}

export interface SearchFilterProps {
  /** Accessible name, and the placeholder unless `placeholder` says otherwise. */
  label: string;
  placeholder?: string;
  width?: number;
  /** The text shown first (a search kept in the URL). */
  defaultValue?: string;
  onSearch: (value: string) => void;
}

export const FILTER_WIDTH = { select: 150, search: 240 } as const;
