export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** A stable Message-ID (`<id@host>`) for a logical e-mail, so a receiver can drop a duplicate delivery. */
  messageId?: string;
}

/** Port for sending e-mail; the adapter speaks SMTP. */
export abstract class MailSender {
  abstract send(mail: OutgoingMail): Promise<{ messageId: string }>;
}
