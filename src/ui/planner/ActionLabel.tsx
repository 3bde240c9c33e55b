import type { PlannerRow } from '../../worker/contract.ts';

/** The action written on its colour (recording spec §9 colours; the words carry the meaning, never colour alone). */
export function ActionLabel({ action }: { action: PlannerRow['action'] }) {
  return (
    <span className="planner-action" style={{ background: action.colour, color: action.textColour }}>
      {action.label}
    </span>
  );
}
