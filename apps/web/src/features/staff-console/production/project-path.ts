/** A project's production page in the console, under its author's file. */
export const projectPath = (project: { author_id: string; project_id: string }) =>
  `/staff/authors/${project.author_id}/projects/${project.project_id}`;
