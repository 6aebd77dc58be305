import '../company.css';
import { useParams } from '@rdj/router';
import { LoadedPage } from '../../../components/loaded-page';
import { useCompany } from '../hooks/use-company';
import { CompanyDetails } from './company-details';

/** `/companies/{slug}`: a company's page (docs/postings.md#companies). The edge already sent its head and Organization data. */
export function CompanyPage() {
  const { state, retry } = useCompany(useParams().slug ?? '');
  return (
    <LoadedPage state={state} retry={retry} notFound={{ title: 'Company not found', text: 'No company on the board has this address.' }}>
      {state.status === 'found' && <CompanyDetails page={state.value} />}
    </LoadedPage>
  );
}
