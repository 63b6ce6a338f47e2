import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from '@podbridge/shared/router';
import { apiErrorMessage, describeApiError } from '@podbridge/shared/api';
import { useAuth } from '@podbridge/shared/auth';
import { applyServerErrors, SERVER_ERROR } from '@podbridge/shared/forms';
import { href, paths } from '@podbridge/shared/paths';
import type { Expert } from '@podbridge/shared/types';
import { Alert, Button, ButtonLink, Card, PageHeader, PageSpinner } from '@podbridge/kit';
import { useExpertCategories } from '../../api/expertCategories';
import { useMyExpertProfile } from '../../api/getMyExpertProfile';
import { useUpdateExpertProfile } from '../../api/updateExpertProfile';
import { ExpertProfileForm } from '../../components/ExpertProfileForm';
import { FormPageBody, WithBackToExperts, useDelayedRedirect } from '../../components/PageParts';
import {
  PAGE_FIELD_ALIASES,
  PAGE_FIELDS,
  expertFields,
  useExpertForm,
  type ExpertFormValues,
} from '../../components/expertForm';
import { useExpertTexts } from '../../texts';

/** Name, bio, expertise and years required; website a URL; picture an image, or removed. */
function ExpertEditForm({ expert }: { expert: Expert }) {
  const { t } = useExpertTexts();
  const navigate = useNavigate();
  const { categories } = useExpertCategories();
  const update = useUpdateExpertProfile();
  const expertForm = useExpertForm(expert);

  const submit = async (values: ExpertFormValues) => {
    const picture = { file: values.profile_picture, remove: values.remove_picture };
    try {
      const saved = await update.mutateAsync({ id: expert.id, fields: expertFields(values), picture });
      toast.success(t('edit.updateSuccess'));
      navigate(href(paths.expertDetail, { id: saved.id }));
    } catch (error) {
      console.error('Failed to update profile', error);
      applyServerErrors(expertForm.form, error, { fields: PAGE_FIELDS, aliases: PAGE_FIELD_ALIASES });
      // The edit page names the failure even beside the field messages.
      expertForm.form.setError(SERVER_ERROR, {
        type: 'server',
        message: apiErrorMessage(error, t('edit.updateFailure')),
      });
    }
  };

  return (
    <ExpertProfileForm
      label={t('edit.formLabel')}
      expertForm={expertForm}
      categories={categories}
      saved={expert}
      onSubmit={submit}
      actions={
        <>
          <ButtonLink to={href(paths.expertDetail, { id: expert.id })} variant="light">
            {t('edit.cancel')}
          </ButtonLink>
          <Button type="submit" loading={update.isPending}>
            {t('edit.submit')}
          </Button>
        </>
      }
    />
  );
}

/** /experts/{id}/edit: only the owner edits; others go to their own edit page, or to create one. */
export function ExpertEditPage() {
  const { t } = useExpertTexts();
  const { id } = useParams();
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuth();
  const own = useMyExpertProfile({ enabled: isAuthenticated });
  const ownExpert = own.data ?? null;
  const isOwn = !!ownExpert && String(ownExpert.id) === id;

  let redirect: string | null = null;
  if (ownExpert && !isOwn) redirect = href(paths.expertEdit, { id: ownExpert.id });
  else if (own.data === null) redirect = paths.expertCreate;

  useEffect(() => {
    if (!isLoading && !isAuthenticated) navigate(paths.login, { replace: true });
  }, [isLoading, isAuthenticated, navigate]);

  useDelayedRedirect(redirect);

  let content;
  if (!isAuthenticated || own.isPending) {
    content = <PageSpinner text={t('edit.loading')} />;
  } else if (own.isError) {
    content = (
      <WithBackToExperts>
        <Alert variant="error">
          {describeApiError(own.error).status === null ? t('edit.loadError') : t('edit.loadFailure')}
        </Alert>
      </WithBackToExperts>
    );
  } else if (!ownExpert) {
    content = <Alert variant="warning">{t('edit.noProfile')}</Alert>;
  } else if (!isOwn) {
    content = <Alert variant="error">{t('edit.notOwner')}</Alert>;
  } else {
    content = (
      <Card>
        <ExpertEditForm key={ownExpert.id} expert={ownExpert} />
      </Card>
    );
  }

  return (
    <>
      <PageHeader title={t('edit.title')} subtitle={isOwn ? ownExpert?.name : undefined} />
      <FormPageBody>{content}</FormPageBody>
    </>
  );
}
