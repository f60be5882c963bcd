/**
 * antd components a screen does not show on its first paint (the phone menu's drawer, the account dropdown's menu,
 * a "not found" result, an upload's progress bar, a file picker, the CSV import below a page's table) each load as a
 * chunk of their own when first rendered, so they stay out of every page's initial JavaScript (issue 10). Same props
 * as antd's; the fallback keeps the layout meanwhile: the dropdown's trigger (disabled) and the file picker's are shown
 * at once, a closed drawer and a result or progress not yet loaded show nothing, the CSV import keeps its height.
 */
import { cloneElement, isValidElement, lazy, Suspense, type ComponentProps, type ReactElement } from 'react';

const DrawerPart = lazy(() => import('./Drawer'));
const DropdownPart = lazy(() => import('./Dropdown'));
const ResultPart = lazy(() => import('./Result'));
const ProgressPart = lazy(() => import('./Progress'));
const UploadPart = lazy(() => import('./Upload'));
const CsvImportPart = lazy(() => import('../CsvImport').then((m) => ({ default: m.CsvImport })));

export function Drawer(props: ComponentProps<typeof DrawerPart>) {
  return (
    <Suspense fallback={null}>
      <DrawerPart {...props} />
    </Suspense>
  );
}

/**
 * The trigger (children) is rendered at once, disabled until the menu can open (so a click meanwhile is not lost:
 * browsers and tests wait for an enabled button).
 */
export function Dropdown(props: ComponentProps<typeof DropdownPart>) {
  const { children } = props;
  const trigger = isValidElement(children) ? cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true }) : children;
  return (
    <Suspense fallback={trigger}>
      <DropdownPart {...props} />
    </Suspense>
  );
}

export function Result(props: ComponentProps<typeof ResultPart>) {
  return (
    <Suspense fallback={null}>
      <ResultPart {...props} />
    </Suspense>
  );
}

export function Progress(props: ComponentProps<typeof ProgressPart>) {
  return (
    <Suspense fallback={null}>
      <ProgressPart {...props} />
    </Suspense>
  );
}

/** The trigger (children, e.g. a "Choose file" button) is rendered at once; picking works once the chunk is in. */
export function Upload(props: ComponentProps<typeof UploadPart>) {
  return (
    <Suspense fallback={props.children}>
      <UploadPart {...props} />
    </Suspense>
  );
}

/** shared/CsvImport (picker, progress, summary list) for an import shown below the fold or in a dialog. */
export function CsvImport(props: ComponentProps<typeof CsvImportPart>) {
  return (
    <Suspense fallback={<div style={{ minHeight: 180 }} />}>
      <CsvImportPart {...props} />
    </Suspense>
  );
}
