/**
 * Every message the sandbox accepted, in memory, oldest first, until `clear()` (`DELETE /api/messages`) or the
 * process ends. A message is the email as sent plus its id, the time it came and whether it bounced (`fault-bounce`).
 */
import { randomUUID } from 'node:crypto';
import { addressOf, type Email } from './email';

export interface Message extends Email {
  id: string;
  /** ISO 8601, UTC. */
  created_at: string;
  /** True when the key was `fault-bounce`: reported as an `email.bounced` webhook when the sandbox has one. */
  bounced: boolean;
}

export class MessageStore {
  private readonly messages: Message[] = [];
  private readonly byId = new Map<string, Message>();

  add(email: Email, bounced: boolean): Message {
    const message: Message = { id: randomUUID(), ...email, created_at: new Date().toISOString(), bounced };
    this.messages.push(message);
    this.byId.set(message.id, message);
    return message;
  }

  /** Oldest first; with `to`, only the messages whose `to` holds that address (case-insensitive, name or not). */
  list(to?: string | null): Message[] {
    if (!to) return [...this.messages];
    const wanted = addressOf(to) ?? to.trim().toLowerCase();
    return this.messages.filter((m) => m.to.some((address) => addressOf(address) === wanted));
  }

  get(id: string): Message | undefined {
    return this.byId.get(id);
  }

  /** Forgets every message and says how many there were. */
  clear(): number {
    const count = this.messages.length;
    this.messages.length = 0;
    this.byId.clear();
    return count;
  }
}
