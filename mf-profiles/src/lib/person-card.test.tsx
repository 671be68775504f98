import { screen } from '@testing-library/react';
import { Fact } from '@marketplace/shared-ui/fact-list';
import { renderWithUi } from '../../../jest/render';
import { PersonCard } from './person-card';

const person = { firstName: 'Maria', lastName: 'Santos', username: 'maria_santos', avatar: null, createdAt: '2025-03-04T00:00:00.000Z', skills: ['Email'] };

describe('PersonCard', () => {
  it('names its region after the person, with the facts, member since, skills and actions', () => {
    renderWithUi(<PersonCard person={person} facts={<Fact label="Role">Assistant</Fact>} actions={<button type="button">Edit Profile</button>} />);
    const card = screen.getByRole('region', { name: 'Maria Santos' });
    expect(card).toContainElement(screen.getByRole('heading', { level: 1, name: 'Maria Santos' }));
    expect(card).toHaveTextContent('RoleAssistant');
    expect(card).toHaveTextContent('Member since March 2025');
    expect(card).toHaveTextContent('Email');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('takes a label for its region when given one', () => {
    renderWithUi(<PersonCard person={person} label="Profile summary" facts={null} actions={null} />);
    expect(screen.getByRole('region', { name: 'Profile summary' })).toBeInTheDocument();
  });
});
