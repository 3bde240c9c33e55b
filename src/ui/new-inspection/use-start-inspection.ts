import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { defineMessage, useIntl } from 'react-intl';
import { CREATING_INSPECTION_FAILED } from '../../rules/index.ts';
import type { InspectionSubject } from '../../worker/contract.ts';
import { session } from '../auth/session.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useToast } from '../shell/toast.tsx';

// shell spec §8's CREATING_INSPECTION_FAILED, in the inspector's language (English the spec's words).
const failed = defineMessage({ id: 'startInspection.failed', defaultMessage: 'Creating Inspection failed' });

/**
 * shell spec §2: choosing an entry creates the inspection (inspector name from the token) and goes to
 * /inspections/{externalId}, replacing the history entry.
 */
export function useStartInspection() {
  const { engine } = useEngine();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useIntl().formatMessage;
  return useMutation({
    mutationFn: (subject: InspectionSubject) => engine.startInspection(subject, session.inspectorName()),
    onSuccess: (created) =>
      navigate({ to: '/inspections/$externalId', params: { externalId: created.externalId }, replace: true }),
    onError: (error) => {
      // shell spec §8 names the one message; the worker's own ('Asset not found', …) goes to the console.
      console.error(CREATING_INSPECTION_FAILED, error.message);
      toast('alert', t(failed));
    },
  });
}
