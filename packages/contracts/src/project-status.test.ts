import { describe, expect, it } from 'vitest';
import { countActiveOrders, normaliseProjectStatus, projectProgress, projectStatusBadge } from './project-status.js';

describe('normaliseProjectStatus', () => {
  it('lower-cases and turns spaces into underscores', () => {
    expect(normaliseProjectStatus('Completed')).toBe('completed');
    expect(normaliseProjectStatus('In Progress')).toBe('in_progress');
    expect(normaliseProjectStatus('IN PROGRESS')).toBe('in_progress');
    expect(normaliseProjectStatus('pending')).toBe('pending');
    expect(normaliseProjectStatus('Paused')).toBe('paused');
    expect(normaliseProjectStatus('Cancelled')).toBe('cancelled');
  });

  it('defaults to in_progress for missing and unknown values', () => {
    expect(normaliseProjectStatus(null)).toBe('in_progress');
    expect(normaliseProjectStatus('')).toBe('in_progress');
    expect(normaliseProjectStatus('On Hold')).toBe('in_progress');
  });
});

describe('projectStatusBadge', () => {
  it('labels known statuses and keeps the raw text of an unknown one', () => {
    expect(projectStatusBadge('in_progress')).toEqual({ status: 'in_progress', label: 'In Progress', tone: 'info' });
    expect(projectStatusBadge('COMPLETED').label).toBe('Completed');
    expect(projectStatusBadge(null).label).toBe('In Progress');
    expect(projectStatusBadge('On Hold')).toEqual({ status: 'in_progress', label: 'On Hold', tone: 'info' });
    expect(projectStatusBadge('cancelled').tone).toBe('danger');
  });
});

describe('countActiveOrders', () => {
  it('counts projects neither completed nor cancelled', () => {
    const statuses = ['Completed', 'in_progress', 'pending', 'paused', 'cancelled', null, 'completed', 'COMPLETED'];
    expect(countActiveOrders(statuses.map((project_status) => ({ project_status })))).toBe(4);
    expect(countActiveOrders([])).toBe(0);
  });

  it('matches the fixture of author A (4 active)', () => {
    const statuses = ['In Progress', 'Completed', 'pending', 'paused', null];
    expect(countActiveOrders(statuses.map((project_status) => ({ project_status })))).toBe(4);
  });
});

describe('projectProgress', () => {
  const today = '2025-06-15';
  it('is the share of the planned time gone by, bounded to 0–100', () => {
    expect(
      projectProgress(
        { project_status: 'In Progress', start_date: '2025-06-05', completion_date: '2025-06-25' },
        today,
      ),
    ).toMatchObject({ percent: 50, status: 'in_progress' });
    expect(
      projectProgress({ project_status: 'pending', start_date: '2025-07-01', completion_date: '2025-08-01' }, today)
        .percent,
    ).toBe(0);
    expect(
      projectProgress({ project_status: 'paused', start_date: '2025-01-01', completion_date: '2025-02-01' }, today)
        .percent,
    ).toBe(100);
  });

  it('is complete once completed, and unknown without both dates', () => {
    expect(
      projectProgress({ project_status: 'Completed', start_date: null, completion_date: null }, today).percent,
    ).toBe(100);
    expect(
      projectProgress({ project_status: 'pending', start_date: '2025-06-01', completion_date: null }, today).percent,
    ).toBeNull();
  });
});
