import { createContext, useContext, useState, type ReactNode } from 'react';
import { MarkdownEditor } from './MarkdownEditor.tsx';
import { TooltipSheet } from './TooltipSheet.tsx';

// Which help tip is open, and where: the bottom sheet or the markdown editor (shell spec §2 Shell).

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
    </HelpTipsContext.Provider>
  );
}

export function useHelpTips(): HelpTips {
  return useContext(HelpTipsContext);
}
