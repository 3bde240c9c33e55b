import './undercarriage.css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isEngineError } from '../../../worker/contract.ts';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { PageNotFound } from '../PageNotFound.tsx';

/**
 * recording spec §2: a loading indicator, then the screen; an item this model does not show (or an address naming
 * no item) is page not found; any other failure the error panel with the spec's words.
 */
export function UndercarriageBody<T>(props: {
  query: UseQueryResult<T>;
  fallback: string;
  children: (model: T) => ReactNode;
}) {
  if (
    props.query.isError &&
    isEngineError(props.query.error) &&
    props.query.error.message === 'Page not found'
  )
    return <PageNotFound />;
  return (
    <ScreenBody query={props.query} fallback={props.fallback}>
      {props.children}
    </ScreenBody>
  );
}
