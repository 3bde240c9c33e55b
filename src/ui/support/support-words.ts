// The support form's answers (shell spec §8 Support), and the plainer lines added beside the spec's.

/** shell spec §8: the message reached support. */
export const MESSAGE_SENT = 'Message Sent - Your message has been sent.';

/** shell spec §8's failure, kept as the spec words it; a plainer line beside it says what happened. */
export const MESSAGE_FAILED = 'Failed to send message to Slack. Please try again.';

/** Send with no signal, or with the server in trouble: the message waits on the device (decision 0041). */
export const MESSAGE_QUEUED =
  'Message Queued - Your message is kept on this device and will be sent when the connection is back.';

/** The server read the message and will not take it: waiting would not help. */
export const MESSAGE_REFUSED = 'Support could not accept this message. Please change it and send it again.';

/** The device could not keep the message (its storage failed): nothing was sent or kept. */
export const MESSAGE_NOT_KEPT = 'The message could not be kept on this device. Please try again.';

/** Messages queued earlier (before a reload, on another visit) still waiting for the connection. */
export const messagesWaiting = (n: number): string =>
  `${n === 1 ? '1 message is' : `${n} messages are`} kept on this device and will be sent when the connection is back.`;
