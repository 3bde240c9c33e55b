// /inspections/{externalId}/complete, /review and /submit (shell spec §2 route table, RECORDING.md "Review, submit,
// complete"): the router loads this module lazily; the screens live in ./review.
export { default as CompleteScreen } from './review/CompleteScreen.tsx';
export { default as ReviewScreen } from './review/ReviewScreen.tsx';
export { default as SubmitScreen } from './review/SubmitScreen.tsx';
