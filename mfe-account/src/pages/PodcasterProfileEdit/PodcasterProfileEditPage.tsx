import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { firstFieldErrors } from '@podbridge/shared/api';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, Card, Container, PageHeader, PageSpinner, TextArea, TextField, theme } from '@podbridge/shared/ui';
import { fetchMyPodcasterProfile, updateMyPodcasterProfile } from '../../api';

export const PROFILE_NOT_FOUND = 'Podcaster profile not found. Please create one first.';
export const PROFILE_LOAD_FAILURE = 'Failed to load profile. Please try again later.';
export const UPDATE_SUCCESS = 'Profile updated successfully';
export const UPDATE_FAILURE = 'Failed to update profile. Please try again.';

interface Draft {
  bio: string;
  website: string;
}

type State = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready' };

const Body = styled(Container)`
  max-width: 760px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.spacing.sm};
  padding-top: ${theme.spacing.sm};
`;

/** /podcasts/profile/edit: bio and website, both optional; saving and cancelling go to /podcaster/profile. */
export function PodcasterProfileEditPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [draft, setDraft] = useState<Draft>({ bio: '', website: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchMyPodcasterProfile()
      .then((profile) => {
        if (!current) return;
        if (profile) setDraft({ bio: profile.bio ?? '', website: profile.website ?? '' });
        setState({ status: profile ? 'ready' : 'missing' });
      })
      .catch((error: unknown) => {
        console.error(PROFILE_LOAD_FAILURE, error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  const change = (name: keyof Draft, value: string) => {
    setDraft((now) => ({ ...now, [name]: value }));
    setFieldErrors((now) => ({ ...now, [name]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    try {
      await updateMyPodcasterProfile({ bio: draft.bio.trim(), website: draft.website.trim() });
    } catch (error) {
      setFieldErrors(firstFieldErrors(error));
      setFailed(true);
      setSaving(false);
      return;
    }
    toast.success(UPDATE_SUCCESS);
    navigate(paths.podcasterProfile);
  };

  return (
    <main>
      <PageHeader title="Edit Podcaster Profile" subtitle="Keep your bio and website up to date for experts." />
      <Body>
        {state.status === 'loading' && <PageSpinner text="Loading your profile..." />}
        {state.status === 'failed' && <Alert variant="error">{PROFILE_LOAD_FAILURE}</Alert>}
        {state.status === 'missing' && (
          <Card>
            <Alert variant="warning">{PROFILE_NOT_FOUND}</Alert>
            <Actions>
              <ButtonLink to={paths.podcasterProfileCreate}>Create Podcaster Profile</ButtonLink>
            </Actions>
          </Card>
        )}
        {state.status === 'ready' && (
          <Card>
            <Form noValidate aria-label="Edit podcaster profile" onSubmit={(event) => void save(event)}>
              {failed && <Alert variant="error">{UPDATE_FAILURE}</Alert>}
              <TextArea
                label="Bio"
                rows={6}
                value={draft.bio}
                error={fieldErrors.bio}
                onChange={(event) => change('bio', event.target.value)}
              />
              <TextField
                label="Website"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.website}
                error={fieldErrors.website}
                onChange={(event) => change('website', event.target.value)}
              />
              <Actions>
                <ButtonLink to={paths.podcasterProfile} variant="light">
                  Cancel
                </ButtonLink>
                <Button type="submit" loading={saving}>
                  Save Changes
                </Button>
              </Actions>
            </Form>
          </Card>
        )}
      </Body>
    </main>
  );
}
