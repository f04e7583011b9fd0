package discord

import (
	"fmt"
	"net/url"
	"strings"
	"sync"

	"github.com/bwmarrin/discordgo"
)

// DefaultAPIBase is where Discord serves its REST API.
const DefaultAPIBase = "https://discord.com/"

var endpointsMu sync.Mutex

// UseAPIBase points every Discord REST call of the process at base, a URL
// like "https://discord.com/" (the default) or a REST proxy in front of
// it. The API version path ("api/v10/") is added to it. discordgo keeps
// its endpoints in package variables, so this applies to every session in
// the process; call it before any session is made.
func UseAPIBase(base string) error {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("discord api url %q: expected an http or https URL like %s", base, DefaultAPIBase)
	}
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	endpointsMu.Lock()
	defer endpointsMu.Unlock()
	discordgo.EndpointDiscord = base
	api := base + "api/v" + discordgo.APIVersion + "/"
	discordgo.EndpointAPI = api
	discordgo.EndpointGuilds = api + "guilds/"
	discordgo.EndpointChannels = api + "channels/"
	discordgo.EndpointUsers = api + "users/"
	discordgo.EndpointGateway = api + "gateway"
	discordgo.EndpointGatewayBot = discordgo.EndpointGateway + "/bot"
	discordgo.EndpointWebhooks = api + "webhooks/"
	discordgo.EndpointStickers = api + "stickers/"
	discordgo.EndpointStageInstances = api + "stage-instances"
	discordgo.EndpointSKUs = api + "skus"
	discordgo.EndpointVoice = api + "/voice/"
	discordgo.EndpointVoiceRegions = discordgo.EndpointVoice + "regions"
	discordgo.EndpointNitroStickersPacks = api + "/sticker-packs"
	discordgo.EndpointGuildCreate = api + "guilds"
	discordgo.EndpointApplications = api + "applications"
	discordgo.EndpointOAuth2 = api + "oauth2/"
	discordgo.EndpointOAuth2Applications = discordgo.EndpointOAuth2 + "applications"
	discordgo.EndpointOauth2 = discordgo.EndpointOAuth2
	discordgo.EndpointOauth2Applications = discordgo.EndpointOAuth2Applications
	return nil
}
