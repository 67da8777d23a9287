import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { staffQueries } from '../staff-queries';
import { useLiveProduction } from './follow-production';
import { ProjectFilesSection } from './project-files-section';
import { ProjectProofsSection } from './project-proofs-section';
import { ProjectStagesSection } from './project-stages-section';

/** /staff/authors/:authorId/projects/:projectId: a project's stages, files and proofs. */
export function ProjectProductionPage() {
  const { authorId = '', projectId = '' } = useParams();
  const production = useQuery(staffQueries.production(projectId));
  useLiveProduction();
  const author = useQuery(staffQueries.author(authorId));
  const project = author.data?.projects.find((each) => each.id === projectId);
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={`/staff/authors/${authorId}`} className="text-ink underline">
          ← {author.data?.author.full_name ?? 'The author’s file'}
        </Link>
      </p>
      <PageHeading
        title={project ? `${project.book_title ?? project.service} — production` : 'Production'}
        description={project && project.book_title ? project.service : undefined}
      />
      {production.isPending ? (
        <Spinner label="Loading the project’s production" />
      ) : production.isError ? (
        <RetryNotice what="production" onRetry={() => void production.refetch()} />
      ) : (
        <>
          <ProjectStagesSection projectId={projectId} stages={production.data.stages} />
          <ProjectProofsSection projectId={projectId} production={production.data} />
          <ProjectFilesSection projectId={projectId} files={production.data.files} />
        </>
      )}
    </div>
  );
}
