import { defineMessages, useIntl } from 'react-intl';
import { useDomainWords } from '../../recording/domain-words.ts';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { DoneButton } from '../../recording/DoneButton.tsx';
import { EntryResult } from '../../recording/EntryResult.tsx';
import { UndercarriageBody } from './UndercarriageBody.tsx';
import { StatusIcon, UndercarriageLink } from './UndercarriageLink.tsx';
import { UndercarriageHeader } from './UndercarriageHeader.tsx';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';

const errorWords = defineMessages({
  error: { id: 'rec.uc.errorEquipment', defaultMessage: 'Error fetching equipment' },
});

/**
 * recording spec §2 undercarriage/{sideName}: the condition menu of one side: Photos, Shoes, Drive Tumbler, Idler,
 * Roller Assemblies and Slider, each item only where the model shows it, with its status (spec §4).
 */
export default function SideMenuScreen() {
  const { externalId, sideName, back } = useUndercarriageScreen();
  const intl = useIntl();
  const named = useDomainWords();
  const query = useScreenModel(['undercarriage-menu', externalId, sideName], (e) =>
    e.undercarriageMenuModel(externalId, sideName),
  );
  return (
    <UndercarriageBody query={query} fallback={intl.formatMessage(errorWords.error)}>
      {(model) => (
        <div className="page recording">
          <UndercarriageHeader title={model.side.label} side={model.side} header={model.header} />
          <p>
            {named(model.side.label)}: <StatusIcon status={model.side.status} />
          </p>
          {model.side.stillNeeds !== '' && model.side.status !== 'notStarted' ? (
            <p className="muted" data-testid="side-still-needs">
              {model.side.stillNeeds}
            </p>
          ) : null}
          {model.sections.map((section) => (
            <section key={section.title} aria-labelledby={`section-${section.title.replace(/\W+/g, '-')}`}>
              <h2 id={`section-${section.title.replace(/\W+/g, '-')}`}>{named(section.title)}</h2>
              <ul className="section-list" aria-label={named(section.title)}>
                {section.items.map((item) => {
                  const statusId = `item-${item.key.replace(/\W/g, '-')}-status`;
                  return (
                    <UndercarriageLink
                      key={item.key}
                      externalId={externalId}
                      path={`undercarriage/${model.side.sideName}/${item.route}`}
                      label={item.label}
                      statusId={statusId}
                      status={<StatusIcon status={item.status} id={statusId} />}
                      result={<EntryResult judgement={item.judgement} />}
                    />
                  );
                })}
              </ul>
            </section>
          ))}
          <DoneButton onDone={back} />
        </div>
      )}
    </UndercarriageBody>
  );
}
