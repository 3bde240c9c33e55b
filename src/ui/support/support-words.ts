import { defineMessage, defineMessages } from 'react-intl';

// The support form's answers (shell spec §8 Support), and the plainer lines added beside the spec's, in the
// inspector's language (decision 0065; English the spec's words).
export const supportWords = defineMessages({
  /** shell spec §8: the message reached support. */
  sent: { id: 'support.sent', defaultMessage: 'Message Sent - Your message has been sent.' },
  /** shell spec §8's failure, kept as the spec words it; a plainer line beside it says what happened. */
  failed: { id: 'support.failed', defaultMessage: 'Failed to send message to Slack. Please try again.' },
  /** Send with no signal, or with the server in trouble: the message waits on the device (decision 0041). */
  queued: {
    id: 'support.queued',
    defaultMessage:
      'Message Queued - Your message is kept on this device and will be sent when the connection is back.',
  },
  /** The server read the message and will not take it: waiting would not help. */
  refused: {
    id: 'support.refused',
    defaultMessage: 'Support could not accept this message. Please change it and send it again.',
  },
  /** The device could not keep the message (its storage failed): nothing was sent or kept. */
  notKept: {
    id: 'support.notKept',
    defaultMessage: 'The message could not be kept on this device. Please try again.',
  },
  required: {
    id: 'support.required',
    defaultMessage: 'Please write what you need help with in Additional Information.',
  },
  emailInvalid: {
    id: 'support.emailInvalid',
    defaultMessage: 'Please enter a valid e-mail address, or leave it empty.',
  },
  name: { id: 'support.name', defaultMessage: 'Name' },
  email: { id: 'support.email', defaultMessage: 'E-mail' },
  info: { id: 'support.info', defaultMessage: 'Additional Information' },
  sending: { id: 'support.sending', defaultMessage: 'Sending…' },
  send: { id: 'support.send', defaultMessage: 'Send' },
  title: { id: 'support.title', defaultMessage: 'Support' },
  noUndercarriageTitle: { id: 'support.noUndercarriage.title', defaultMessage: 'No Undercarriage Found' },
  noUndercarriageText: {
    id: 'support.noUndercarriage.text',
    defaultMessage: 'This asset does not have an undercarriage. If this is an error, please contact',
  },
  close: { id: 'support.close', defaultMessage: 'Close' },
});

/** Messages queued earlier (before a reload, on another visit) still waiting for the connection. */
export const messagesWaiting = defineMessage<{ count: number }>({
  id: 'support.waiting',
  defaultMessage:
    '{count, plural, one {# message is} other {# messages are}} kept on this device and will be sent when the connection is back.',
});
