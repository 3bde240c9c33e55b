import { Suspense, createContext, lazy, useContext, useState, type ReactNode } from 'react';

// Which help tip is open, and where: the bottom sheet or the markdown editor (shell spec §2 Shell). Both load when
// first opened: the markdown renderer and its sanitiser cost every screen's first paint otherwise.

const TooltipSheet = lazy(() => import('./TooltipSheet.tsx').then((m) => ({ default: m.TooltipSheet })));
const MarkdownEditor = lazy(() =>
  import('./MarkdownEditor.tsx').then((m) => ({ default: m.MarkdownEditor })),
);

type Open = { readonly key: string; readonly view: 'sheet' | 'editor' } | undefined;

interface HelpTips {
  readonly openTip: (key: string) => void;
}

const HelpTipsContext = createContext<HelpTips>({ openTip: () => undefined });

export function HelpTipsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open>();
  return (
    <HelpTipsContext.Provider value={{ openTip: (key) => setOpen({ key, view: 'sheet' }) }}>
      {children}
      <Suspense fallback={null}>
        {open?.view === 'sheet' ? (
          <TooltipSheet
            tipKey={open.key}
            onClose={() => setOpen(undefined)}
            onEdit={() => setOpen({ key: open.key, view: 'editor' })}
          />
        ) : null}
        {open?.view === 'editor' ? (
          <MarkdownEditor tipKey={open.key} onClose={() => setOpen(undefined)} />
        ) : null}
      </Suspense>
    </HelpTipsContext.Provider>
  );
}

export function useHelpTips(): HelpTips {
  return useContext(HelpTipsContext);
}
