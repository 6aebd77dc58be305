import { contactEmail } from '@rdj/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

const headingsOf = (name: string) =>
  section(name)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('about page', () => {
  it('has the heading and its five sections', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Remote Design Jobs' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our Mission',
      'Our Values',
      'What We Offer',
      'Why Choose Us',
      'Get in Touch',
    ]);
  });

  it('names the three values and the three reasons to choose us', () => {
    render(<AboutPage />);
    expect(headingsOf('Our Values')).toEqual(['Quality First', 'Global Community', 'Innovation']);
    expect(headingsOf('Why Choose Us')).toEqual(['Specialized Focus', 'Active Community', 'Regular Updates']);
  });

  it('offers six features: curation, every discipline, vetted employers, easy application, notifications, a blog', () => {
    render(<AboutPage />);
    expect(headingsOf('What We Offer')).toEqual([
      'Curated Job Postings',
      'Every Design Discipline',
      'Vetted Employers',
      'Easy Application',
      'Instant Notifications',
      'Designer Resources',
    ]);
    expect(section('What We Offer').getByText(/roles that match what you are looking for/)).toBeTruthy();
    expect(section('What We Offer').getByText(/Our blog shares/)).toBeTruthy();
  });

  it('gives a mailto link to the contact address', () => {
    render(<AboutPage />);
    const link = section('Get in Touch').getByRole('link', { name: contactEmail });
    expect(link.getAttribute('href')).toBe(`mailto:${contactEmail}`);
  });
});
