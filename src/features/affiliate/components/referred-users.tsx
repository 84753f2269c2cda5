import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { referralRow, type Referral, type ReferralRow, type ReferralStatus } from '../logic';

const NO_REFERRALS = 'No referrals yet. Share your affiliate link to start earning referrals!';

function StatusBadge({ status }: { status: ReferralStatus }) {
  return <Badge variant={status === 'Active' ? 'success' : 'outline'}>{status}</Badge>;
}

/** Phones: one card per person, so the page never scrolls sideways. */
function ReferralCards({ rows }: { rows: ReferralRow[] }) {
  return (
    <ul aria-label="Referred users" className="grid gap-3 sm:hidden">
      {rows.map((row) => (
        <li key={row.id} className="grid gap-1 rounded-md border border-border p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium break-words">{row.name}</p>
            <StatusBadge status={row.status} />
          </div>
          <p className="break-all text-muted-foreground">{row.email}</p>
          <p className="text-muted-foreground">Signed up {row.signUpDate}</p>
        </li>
      ))}
    </ul>
  );
}

function ReferralTable({ rows }: { rows: ReferralRow[] }) {
  return (
    <table aria-label="Referred users" className="hidden w-full text-left text-sm sm:table">
      <thead className="border-b border-border text-muted-foreground">
        <tr>
          {['Name', 'Email', 'Sign Up Date', 'Status'].map((column) => (
            <th key={column} scope="col" className="py-2 pr-4 font-medium last:pr-0">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="py-3 pr-4 font-medium">{row.name}</td>
            <td className="py-3 pr-4 break-all">{row.email}</td>
            <td className="py-3 pr-4 whitespace-nowrap">{row.signUpDate}</td>
            <td className="py-3">
              <StatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="Loading referrals" className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** docs/product-spec.md §2: everyone who signed up with the code, newest first. */
export function ReferredUsers({ referrals }: { referrals: UseQueryResult<Referral[]> }) {
  const rows = referrals.data?.map(referralRow);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Referred Users</h2>
        </CardTitle>
        <CardDescription>People who signed up with your link, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {referrals.isPending ? <Loading /> : null}
        {referrals.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription className="grid gap-2">
              <p>We could not load your referrals.</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void referrals.refetch()}
                className="justify-self-start"
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {rows?.length === 0 ? <p className="text-sm text-muted-foreground">{NO_REFERRALS}</p> : null}
        {rows?.length ? (
          <>
            <ReferralCards rows={rows} />
            <ReferralTable rows={rows} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
