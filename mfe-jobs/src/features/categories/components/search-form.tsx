import { useState } from 'react';

/** Longest search the API accepts (`jobListQuery.q`). */
const maxSearchLength = 100;

/** The sidebar keyword search (spec §2): every submit searches again from page 1, even with the same text. */
export function SearchForm({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  // One search form per page: a fixed id is the same on the server and in the browser.
  const inputId = 'jobs-search-text';
  return (
    <form
      role="search"
      className="card stack jobs-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search jobs
      </label>
      <input
        id={inputId}
        className="input"
        type="search"
        placeholder="Search jobs..."
        maxLength={maxSearchLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
