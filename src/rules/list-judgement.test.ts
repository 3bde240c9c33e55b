import { describe, expect, it } from 'vitest';
import type { ActionType } from './judgement/action-status.ts';
import { governingText } from './governing-text.ts';
import { messagesOf, translatorFor } from '../i18n/catalogues.ts';
import { findingWordsOf } from '../i18n/finding-words.ts';
import { governingWordsOf } from '../i18n/governing-words.ts';
import { entryJudgement } from './list-judgement.ts';
import { judgeTarget, type JudgedTarget, type TargetKey } from './judgement/target-judgement.ts';

// What a list row says of the targets under it. Pitch extension limit 12 mm, thresholds 0 No Action,
// 50 Monitor / Maintenance, 100 Changeout Immediately: gauge 8.46 mm is 70.5 %, tape 6.816 mm 56.8 %, both Monitor /
// Maintenance, so the first listed (the gauge) governs.
const TYPES: ActionType[] = [
  { id: 1, name: 'NoAction', description: 'No Action', sortOrder: 1 },
  { id: 2, name: 'NoActionOk', description: 'No Action - OK', sortOrder: 1 },
  { id: 3, name: 'MonitorMaintenance', description: 'Monitor / Maintenance', sortOrder: 3 },
  { id: 5, name: 'ChangeoutImmediately', description: 'Changeout Immediately', sortOrder: 4 },
];
const THRESHOLDS = [
  { minPercentage: 0, actionTypeId: 1 },
  { minPercentage: 50, actionTypeId: 3 },
  { minPercentage: 100, actionTypeId: 5 },
];

const key = (id: string, component: string, place: string): TargetKey => ({
  id,
  area: 'undercarriage',
  side: 'Left',
  component,
  place,
  position: null,
  entityExternalId: null,
  partName: null,
  partNumber: null,
});

const gauge = (instrument: string, measurement: string) => ({
  identifier: `Undercarriage.Left.Shoes.PitchExtension.${instrument}.WornLength`,
  instrument: instrument === 'PitchGauge' ? 'Pitch gauge' : 'Tape measure',
  unit: 'mm',
  entityExternalId: null,
  measurement,
  dimension: { baselineValue: 0, limit: 12 },
  thresholds: THRESHOLDS,
  actionTypes: TYPES,
  machineHours: null,
  date: '2026-11-01T12:00:00Z',
  history: [],
});

const roller = (position: number, label: string, actionName: string): JudgedTarget =>
  judgeTarget({
    key: key(`uc:Left:LoadRollers:part-${position}`, 'Load Rollers', `Position ${position}`),
    readings: [],
    signs: [
      {
        identifier: 'Undercarriage.Left.LoadRollers.Position.VisualCondition',
        label,
        actionName,
        count: null,
        entityExternalId: `part-${position}`,
      },
    ],
    actionTypes: TYPES,
  });

const pitch = judgeTarget({
  key: key('uc:Left:Shoes.PitchExtension', 'Pitch Extension', ''),
  readings: [gauge('PitchGauge', '8.46'), gauge('TapeMeasure', '6.816')],
  signs: [],
  actionTypes: TYPES,
});
const targets = [
  pitch,
  roller(1, 'Good', 'NoActionOk'),
  roller(2, 'Changeout', 'ChangeoutImmediately'),
  roller(6, 'Changeout', 'ChangeoutImmediately'),
];

describe('entryJudgement', () => {
  it('a measured part shows its measurement, wear and which way of measuring governs, in its action', () => {
    expect(entryJudgement(targets, ['uc:Left:Shoes.PitchExtension'], 'none')).toMatchObject({
      finding: '8.46 mm · 70.5 % by pitch gauge',
      action: { name: 'MonitorMaintenance', label: 'Monitor / Maintenance' },
    });
  });

  it('a condition-only list shows its most urgent position and how many more share that action', () => {
    expect(entryJudgement(targets, ['uc:Left:LoadRollers'], 'place')).toMatchObject({
      finding: 'Position 2: Changeout (and 1 more)',
      action: { name: 'ChangeoutImmediately' },
    });
    expect(entryJudgement(targets, ['uc:Left:LoadRollers:part-1'], 'none')).toMatchObject({
      finding: 'Good',
      action: { name: 'NoActionOk' },
    });
  });

  it('a row over several parts names the part its finding comes from', () => {
    expect(entryJudgement(targets, ['uc:Left'], 'title')?.finding).toBe(
      'Load Rollers — Position 2: Changeout (and 1 more)',
    );
  });

  it('a row over both sides (the contents) names the side too', () => {
    expect(entryJudgement(targets, ['uc'], 'sideTitle')).toMatchObject({
      finding: 'Left Load Rollers — Position 2: Changeout (and 1 more)',
      action: { name: 'ChangeoutImmediately', label: 'Changeout Immediately' },
    });
  });

  it('is written in the inspector’s language: names, decimal commas, the instrument, the side and the count', async () => {
    const es = findingWordsOf(translatorFor('es', await messagesOf('es')));
    const pt = findingWordsOf(translatorFor('pt-BR', await messagesOf('pt-BR')));
    expect(entryJudgement(targets, ['uc:Left:Shoes.PitchExtension'], 'none', 'mm', es)?.finding).toBe(
      '8,46 mm · 70,5 % con calibre de paso',
    );
    expect(entryJudgement(targets, ['uc'], 'sideTitle', 'mm', es)?.finding).toBe(
      'Rodillos inferiores — Posición 2, lado izquierdo: Cambio (y 1 más)',
    );
    expect(entryJudgement(targets, ['uc:Left:LoadRollers'], 'place', 'mm', pt)?.finding).toBe(
      'Posição 2: Troca (e mais 1)',
    );
  });

  it('is null for nothing judged, and an id matches whole segments only', () => {
    expect(entryJudgement(targets, ['uc:Left:Load'], 'place')).toBeNull();
    expect(entryJudgement([], ['uc:Left'], 'title')).toBeNull();
  });
});

describe('governingText', () => {
  it('says which way of measuring counts and why, beside both results', () => {
    expect(governingText(pitch)).toBe(
      'Pitch gauge counts: 8.46 mm · 70.5 % and the tape measure’s 6.82 mm · 56.8 % call for the same action (Monitor / Maintenance); on a tie the pitch gauge counts.',
    );
    // Tape 12.6 mm of 12 is 105 %: Changeout Immediately, more urgent than the gauge's Monitor / Maintenance.
    const tapeWorse = judgeTarget({
      key: key('uc:Left:Shoes.PitchExtension', 'Pitch Extension', ''),
      readings: [gauge('PitchGauge', '8.46'), gauge('TapeMeasure', '12.6')],
      signs: [],
      actionTypes: TYPES,
    });
    expect(governingText(tapeWorse)).toBe(
      'Tape measure counts: 12.60 mm · 105.0 % (Changeout Immediately) is more urgent than the pitch gauge’s 8.46 mm · 70.5 % (Monitor / Maintenance).',
    );
    expect(governingText(roller(2, 'Changeout', 'ChangeoutImmediately'))).toBe('');
  });

  it('says it in Spanish and Portuguese, with their decimal marks and action words (decision 0079)', async () => {
    const es = governingWordsOf(translatorFor('es', await messagesOf('es')));
    expect(governingText(pitch, 'mm', es)).toBe(
      'Calibre de paso prevalece: 8,46 mm · 70,5 % y la lectura de cinta métrica, 6,82 mm · 56,8 %, piden la misma acción (Monitorear / Mantenimiento); en un empate prevalece la lectura de calibre de paso.',
    );
    const tapeWorse = judgeTarget({
      key: key('uc:Left:Shoes.PitchExtension', 'Pitch Extension', ''),
      readings: [gauge('PitchGauge', '8.46'), gauge('TapeMeasure', '12.6')],
      signs: [],
      actionTypes: TYPES,
    });
    const pt = governingWordsOf(translatorFor('pt-BR', await messagesOf('pt-BR')));
    expect(governingText(tapeWorse, 'mm', pt)).toBe(
      'Trena prevalece: 12,60 mm · 105,0 % (Troca imediata) é mais urgente que a leitura de calibre de passo, 8,46 mm · 70,5 % (Monitorar / Manutenção).',
    );
  });
});
