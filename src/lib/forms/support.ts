/** The support form's values: the topic and order a link chose, and the message body it sends (pure). */

/** What a support message may be about: a question, a withdrawal from an order, an accessibility problem. */
export const supportTopics = ['question', 'withdrawal', 'accessibility'] as const;
/** What a support message is about. */
export type SupportTopic = (typeof supportTopics)[number];

/** The support form's fields. */
export type SupportValues = {
  topic: SupportTopic;
  name: string;
  email: string;
  subject: string;
  orderNumber: string;
  text: string;
};

/**
 * The form's first values: a link may choose the topic and order (`?subject=withdrawal&order=SE100000123` from the
 * terms page or an order confirmation, `?subject=accessibility` from the accessibility statement).
 */
export function supportInitial(search: string): SupportValues {
  const query = new URLSearchParams(search);
  const asked = query.get('subject');
  const topic = supportTopics.find((t) => t === asked) ?? 'question';
  return { topic, name: '', email: '', subject: '', orderNumber: query.get('order')?.slice(0, 40) ?? '', text: '' };
}

/** The body of the mail.send call for the values (what the topic does not use is left out). */
export function supportMessage(values: SupportValues, token: string) {
  const name = values.name.trim();
  return {
    token,
    topic: values.topic,
    email: values.email.trim(),
    ...(name ? { name } : {}),
    ...(values.topic === 'question' ? { subject: values.subject.trim() } : {}),
    ...(values.topic === 'withdrawal' ? { order_number: values.orderNumber.trim() } : {}),
    ...(values.text.trim() ? { text: values.text } : {}),
  };
}
