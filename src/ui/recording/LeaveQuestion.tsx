import { defineMessages, useIntl } from 'react-intl';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { asksBeforeLeaving, leaveText, useRefusedFields, type RefusedField } from './refused-fields.tsx';

const words = defineMessages({
  title: { id: 'rec.leave.title', defaultMessage: 'Not recorded' },
  leave: { id: 'rec.leave.confirm', defaultMessage: 'Leave without it' },
});

/**
 * Decision 0047: leaving a screen that shows a refused value takes the typed value with it, unrecorded, so it asks
 * once. Every way out goes through the router's history (DONE, the header's BACK, the browser or Android back
 * gesture, the side menu's links, the logo), so one blocker asks for all of them, with the question DONE asked.
 * Inside the frame whose fields report their refusals (`RefusedFieldsProvider`).
 */
export function LeaveQuestion() {
  const intl = useIntl();
  const refused = useRefusedFields();
  // read at the moment of leaving: the blocker is registered once, not again at each keystroke's report
  const latest = useRef<readonly RefusedField[]>(refused);
  useLayoutEffect(() => {
    latest.current = refused;
  }, [refused]);
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      asksBeforeLeaving(latest.current, current.pathname, next.pathname),
    [],
  );
  // a reload or closing the tab is not asked here: the browser's own question cannot name the field
  const blocker = useBlocker({ shouldBlockFn, withResolver: true, enableBeforeUnload: false });
  if (blocker.status !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={intl.formatMessage(words.title)}
      message={leaveText(refused, intl)}
      confirmLabel={intl.formatMessage(words.leave)}
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
