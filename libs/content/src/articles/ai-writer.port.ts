/** What the AI writer is asked for one paragraph. */
export interface ParagraphRequest {
  /** "Hanoi, Vietnam" or "Vietnam". */
  subject: string;
  header: string;
  type: string;
  /** The paragraph's current text (plain), for the writer to improve on; '' when empty. */
  currentText: string;
}

/**
 * The AI writer port: writes one paragraph as HTML. The real adapter speaks the OpenAI-compatible chat-completions
 * protocol (apps/simulators/ai-writer.mjs speaks the same on loopback); a failure throws with the writer's reason.
 */
export abstract class AiWriter {
  /** False when AI_WRITER_URL is not set: generations are refused with 503 AiWriterNotConfigured. */
  abstract readonly configured: boolean;
  abstract writeParagraph(request: ParagraphRequest): Promise<string>;
}
