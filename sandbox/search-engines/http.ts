/** What a route of the search engines' stand-in answers: a status, and a JSON body or plain text. */
export interface Answer {
  status: number;
  body: unknown;
}
